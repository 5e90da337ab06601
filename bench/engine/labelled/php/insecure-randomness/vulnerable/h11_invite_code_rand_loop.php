<?php
function make_code(int $length = 10): string
{
    $chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    $code = '';
    for ($i = 0; $i < $length; $i++) {
        $code .= $chars[rand(0, strlen($chars) - 1)];
    }
    return $code;
}

session_start();
require __DIR__ . '/db.php';

$code = make_code();
$stmt = $pdo->prepare('INSERT INTO invites (code, created_by) VALUES (?, ?)');
$stmt->execute([$code, (int) $_SESSION['uid']]);

echo 'Share this invite code: ' . $code;
