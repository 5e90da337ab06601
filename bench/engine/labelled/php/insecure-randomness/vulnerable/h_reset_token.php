<?php
$pdo = new PDO('sqlite:/var/app/app.db');
$token = md5(uniqid(mt_rand(), true));
$stmt = $pdo->prepare('UPDATE users SET reset_token = ? WHERE email = ?');
$stmt->execute([$token, $_POST['email']]);
mail($_POST['email'], 'Reset', 'https://example.com/reset?token=' . $token);
