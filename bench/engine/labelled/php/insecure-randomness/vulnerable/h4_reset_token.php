<?php
require 'db.php';

function make_reset_token(): string
{
    return substr(md5(uniqid((string) mt_rand(), true)), 0, 20);
}

$email = $_POST['email'] ?? '';
$token = make_reset_token();
$stmt = $pdo->prepare('UPDATE users SET reset_token = ? WHERE email = ?');
$stmt->execute([$token, $email]);
mail($email, 'Password reset', "https://example.com/reset.php?token=$token");
