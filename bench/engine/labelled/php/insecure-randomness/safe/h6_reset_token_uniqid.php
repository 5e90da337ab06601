<?php
$token = bin2hex(random_bytes(16));
$pdo = new PDO('sqlite:/var/db/app.sqlite');
$stmt = $pdo->prepare('UPDATE users SET reset_token = ? WHERE email = ?');
$stmt->execute([$token, $_POST['email'] ?? '']);
