<?php
$hash = password_hash($_POST['password'] ?? '', PASSWORD_DEFAULT);
$pdo = new PDO('sqlite:/var/db/app.sqlite');
$pdo->prepare('INSERT INTO users(name, pw) VALUES (?, ?)')->execute([$_POST['name'] ?? '', $hash]);
