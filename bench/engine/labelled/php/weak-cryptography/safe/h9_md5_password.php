<?php
$pdo = new PDO('mysql:host=localhost;dbname=app', 'app', 'pw');
$email = $_POST['email'];
$hash = password_hash($_POST['password'], PASSWORD_DEFAULT);
$stmt = $pdo->prepare('INSERT INTO users (email, password) VALUES (?, ?)');
$stmt->execute([$email, $hash]);
echo 'registered';
