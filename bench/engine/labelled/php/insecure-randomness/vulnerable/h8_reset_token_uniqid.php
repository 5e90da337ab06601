<?php
$pdo = new PDO('mysql:host=localhost;dbname=app', 'app', getenv('DB_PASS'));
$email = $_POST['email'] ?? '';
$token = md5(uniqid((string) mt_rand(), true));
$stmt = $pdo->prepare('INSERT INTO password_resets (email, token, created_at) VALUES (?, ?, NOW())');
$stmt->execute([$email, $token]);
mail($email, 'Password reset', "https://app.example.com/reset?token=$token");
echo 'Check your inbox';
