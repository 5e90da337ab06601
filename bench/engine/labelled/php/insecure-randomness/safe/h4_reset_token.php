<?php
require 'db.php';

function make_reset_token(): string
{
    return bin2hex(random_bytes(20));
}

$email = $_POST['email'] ?? '';
$token = make_reset_token();
$stmt = $pdo->prepare('UPDATE users SET reset_token = ? WHERE email = ?');
$stmt->execute([$token, $email]);
$tip = ['Drink water', 'Take a walk', 'Stretch'][mt_rand(0, 2)];
mail($email, 'Password reset', "https://example.com/reset.php?token=$token\n\nTip: $tip");
