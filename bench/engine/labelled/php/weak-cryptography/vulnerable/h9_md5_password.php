<?php
$pdo = new PDO('mysql:host=localhost;dbname=app', 'app', 'pw');
$email = $_POST['email'];
$hash = md5($_POST['password']);
$stmt = $pdo->prepare('INSERT INTO users (email, password) VALUES (?, ?)');
$stmt->execute([$email, $hash]);
echo 'registered';
