<?php
$pdo = new PDO('sqlite:/tmp/users.db');
$hash = password_hash($_POST['password'], PASSWORD_DEFAULT);
$st = $pdo->prepare('INSERT INTO users (email, pass) VALUES (?, ?)');
$st->execute([$_POST['email'], $hash]);
