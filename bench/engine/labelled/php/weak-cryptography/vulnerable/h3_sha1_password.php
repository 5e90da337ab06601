<?php
$pdo = new PDO('sqlite:/tmp/users.db');
$hash = sha1($_POST['password'] . 'static-salt');
$st = $pdo->prepare('INSERT INTO users (email, pass) VALUES (?, ?)');
$st->execute([$_POST['email'], $hash]);
