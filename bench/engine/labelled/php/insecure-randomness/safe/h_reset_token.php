<?php
$pdo = new PDO('sqlite:/var/app/app.db');
$token = bin2hex(random_bytes(32));
$stmt = $pdo->prepare('UPDATE users SET reset_token = ? WHERE email = ?');
$stmt->execute([$token, $_POST['email']]);
mail($_POST['email'], 'Reset', 'https://example.com/reset?token=' . $token);
