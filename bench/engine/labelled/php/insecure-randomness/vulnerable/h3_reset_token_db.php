<?php
$pdo = new PDO('sqlite:/tmp/u.db');
$token = md5(uniqid(mt_rand(), true));
$st = $pdo->prepare('UPDATE users SET reset_token = ? WHERE email = ?');
$st->execute([$token, $_POST['email']]);
mail($_POST['email'], 'Reset', "https://example.com/reset?t=$token");
