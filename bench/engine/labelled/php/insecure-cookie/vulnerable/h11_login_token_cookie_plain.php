<?php
require __DIR__ . '/db.php';

$stmt = $pdo->prepare('SELECT id, password_hash FROM users WHERE username = ?');
$stmt->execute([$_POST['username'] ?? '']);
$user = $stmt->fetch(PDO::FETCH_ASSOC);

if ($user && password_verify($_POST['password'] ?? '', $user['password_hash'])) {
    $token = bin2hex(random_bytes(32));
    $pdo->prepare('INSERT INTO sessions (user_id, token) VALUES (?, ?)')->execute([$user['id'], $token]);
    setcookie('auth_token', $token, time() + 3600, '/');
    header('Location: /home.php');
    exit;
}

echo 'Login failed';
