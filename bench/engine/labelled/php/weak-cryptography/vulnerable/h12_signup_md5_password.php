<?php
$mysqli = new mysqli('localhost', 'app', getenv('APP_DB_PASS'), 'app');

$username = trim($_POST['username'] ?? '');
$password = $_POST['password'] ?? '';
if (strlen($password) < 8) {
    exit('Password too short');
}

$hash = md5($password);
$stmt = $mysqli->prepare('INSERT INTO users (username, password) VALUES (?, ?)');
$stmt->bind_param('ss', $username, $hash);
$stmt->execute();

header('Location: /welcome.php');
