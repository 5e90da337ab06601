<?php
$mysqli = new mysqli('localhost', 'app', getenv('DB_PASS'), 'app');
$email = $_POST['email'];
$password = $_POST['password'];
$hash = md5($password);
$stmt = $mysqli->prepare('INSERT INTO users (email, password_hash) VALUES (?, ?)');
$stmt->bind_param('ss', $email, $hash);
$stmt->execute();
echo 'Account created';
