<?php
require __DIR__ . '/db.php';

$username = trim($_POST['username'] ?? '');
$password = $_POST['password'] ?? '';

if (strlen($password) < 8) {
    exit('Password too short');
}

$hash = md5($password);

$stmt = $pdo->prepare('INSERT INTO users (username, password) VALUES (:u, :p)');
$stmt->execute([':u' => $username, ':p' => $hash]);

header('Location: /welcome.php');
