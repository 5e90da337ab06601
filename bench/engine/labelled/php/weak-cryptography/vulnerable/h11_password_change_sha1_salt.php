<?php
session_start();
require __DIR__ . '/db.php';

function hash_password(string $plain, string $salt): string
{
    return sha1($salt . $plain);
}

$new = $_POST['new_password'] ?? '';
$salt = bin2hex(random_bytes(8));

$stmt = $pdo->prepare('UPDATE users SET password_hash = ?, salt = ? WHERE id = ?');
$stmt->execute([hash_password($new, $salt), $salt, (int) $_SESSION['uid']]);

echo 'Password changed';
