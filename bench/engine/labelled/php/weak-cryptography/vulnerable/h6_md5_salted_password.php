<?php
$salt = 'x9';
$hash = md5($salt . ($_POST['password'] ?? ''));
$pdo = new PDO('sqlite:/var/db/app.sqlite');
$pdo->prepare('INSERT INTO users(name, pw) VALUES (?, ?)')->execute([$_POST['name'] ?? '', $hash]);
