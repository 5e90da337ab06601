<?php
session_start();
require 'db.php';

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $stmt = $pdo->prepare('SELECT id, username, password_hash FROM users WHERE username = ?');
    $stmt->execute([$_POST['username'] ?? '']);
    $row = $stmt->fetch(PDO::FETCH_ASSOC);
    if ($row && password_verify($_POST['password'] ?? '', $row['password_hash'])) {
        session_regenerate_id(true);
        $_SESSION['uid'] = (int) $row['id'];
        $_SESSION['username'] = $row['username'];
    }
}

if (empty($_SESSION['username'])) {
    header('Location: /login.php');
    exit;
}

echo 'Welcome back, ' . htmlspecialchars($_SESSION['username']);
