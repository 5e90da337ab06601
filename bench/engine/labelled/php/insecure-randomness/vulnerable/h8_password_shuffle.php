<?php
function temp_password($length = 10)
{
    $chars = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    return substr(str_shuffle(str_repeat($chars, 3)), 0, $length);
}

$pdo = new PDO('mysql:host=localhost;dbname=app', 'app', getenv('DB_PASS'));
$plain = temp_password();
$pdo->prepare('UPDATE users SET password = ? WHERE id = ?')->execute([password_hash($plain, PASSWORD_DEFAULT), (int) $_POST['user_id']]);
echo 'Temporary password: ' . $plain;
