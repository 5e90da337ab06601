<?php
$token = bin2hex(random_bytes(32));
$stmt = $pdo->prepare('UPDATE users SET remember_token = ? WHERE id = ?');
$stmt->execute([hash('sha256', $token), $userId]);
setcookie('remember_token', $token, time() + 60 * 60 * 24 * 30, '/');
header('Location: /account');
