<?php
require __DIR__ . '/db.php';

$email = $_POST['email'] ?? '';
$stmt = $pdo->prepare('SELECT id FROM users WHERE email = ?');
$stmt->execute([$email]);
$userId = $stmt->fetchColumn();

if ($userId) {
    $token = bin2hex(random_bytes(32));
    $pdo->prepare('INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES (?, ?, ?)')
        ->execute([$userId, hash('sha256', $token), date('Y-m-d H:i:s', time() + 3600)]);
    mail($email, 'Reset your password', "https://example.com/reset.php?token=$token");
}

echo 'If the address exists, a reset link has been sent.';
