<?php
session_start();
require 'db.php';

if ($_SERVER['REQUEST_METHOD'] === 'POST' && !empty($_POST['remember'])) {
    $selector = bin2hex(random_bytes(8));
    $validator = bin2hex(random_bytes(32));

    $pdo->prepare('INSERT INTO auth_tokens (selector, hashed_validator, user_id, expires) VALUES (?, ?, ?, ?)')
        ->execute([$selector, hash('sha256', $validator), $_SESSION['uid'], date('Y-m-d', strtotime('+30 days'))]);

    setcookie('remember_me', $selector . ':' . $validator, [
        'expires' => time() + 60 * 60 * 24 * 30,
        'path' => '/',
        'secure' => true,
        'httponly' => true,
        'samesite' => 'Strict',
    ]);
}

header('Location: /account.php');
exit;
