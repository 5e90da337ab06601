<?php
$pdo = new PDO('mysql:host=127.0.0.1;dbname=app', 'app', getenv('DB_PASS'));
$stmt = $pdo->prepare('INSERT INTO users (email, password_hash) VALUES (:email, :hash)');
$stmt->execute([
    ':email' => $_POST['email'],
    ':hash' => md5($_POST['password']),
]);
header('Location: /welcome');
