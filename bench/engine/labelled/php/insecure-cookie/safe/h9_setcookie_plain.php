<?php
$token = bin2hex(random_bytes(32));
setcookie('session_token', $token, [
    'expires' => time() + 3600,
    'path' => '/',
    'secure' => true,
    'httponly' => true,
    'samesite' => 'Strict',
]);
echo 'logged in';
