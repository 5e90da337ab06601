<?php
function temporary_password($length = 12)
{
    $chars = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    $password = '';
    for ($i = 0; $i < $length; $i++) {
        $password .= $chars[rand(0, strlen($chars) - 1)];
    }
    return $password;
}

$pdo = new PDO('sqlite:/var/lib/app.db');
$plain = temporary_password();
$pdo->prepare('UPDATE users SET password = ? WHERE email = ?')
    ->execute([password_hash($plain, PASSWORD_DEFAULT), $_POST['email']]);
mail($_POST['email'], 'Temporary password', "Your temporary password: $plain");
