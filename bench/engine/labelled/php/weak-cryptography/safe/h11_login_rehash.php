<?php
session_start();
require __DIR__ . '/db.php';

$stmt = $pdo->prepare('SELECT id, password_hash FROM users WHERE email = ?');
$stmt->execute([$_POST['email'] ?? '']);
$user = $stmt->fetch(PDO::FETCH_ASSOC);

if (!$user || !password_verify($_POST['password'] ?? '', $user['password_hash'])) {
    exit('Invalid credentials');
}

if (password_needs_rehash($user['password_hash'], PASSWORD_ARGON2ID)) {
    $upd = $pdo->prepare('UPDATE users SET password_hash = ? WHERE id = ?');
    $upd->execute([password_hash($_POST['password'], PASSWORD_ARGON2ID), $user['id']]);
}

session_regenerate_id(true);
$_SESSION['uid'] = (int) $user['id'];
header('Location: /dashboard.php');
