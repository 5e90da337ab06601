<?php
$token = md5(uniqid((string) mt_rand(), true));
$pdo = new PDO('sqlite:/var/db/app.sqlite');
$stmt = $pdo->prepare('UPDATE users SET reset_token = ? WHERE email = ?');
$stmt->execute([$token, $_POST['email'] ?? '']);
