<?php
require 'db.php';

$errors = [];
if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $email = filter_input(INPUT_POST, 'email', FILTER_VALIDATE_EMAIL);
    $password = $_POST['password'] ?? '';

    if (!$email) {
        $errors[] = 'Invalid email';
    }
    if (strlen($password) < 8) {
        $errors[] = 'Password too short';
    }

    if (!$errors) {
        $hash = password_hash($password, PASSWORD_DEFAULT);
        $stmt = $mysqli->prepare('INSERT INTO users (email, password_hash) VALUES (?, ?)');
        $stmt->bind_param('ss', $email, $hash);
        $stmt->execute();
        header('Location: welcome.php');
        exit;
    }
}

foreach ($errors as $err) {
    echo '<p class="error">' . htmlspecialchars($err) . '</p>';
}
