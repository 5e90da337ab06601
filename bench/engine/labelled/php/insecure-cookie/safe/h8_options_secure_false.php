<?php
$sid = session_id();
$options = [
    'expires' => 0,
    'path' => '/',
    'domain' => 'shop.example.com',
    'secure' => true,
    'httponly' => true,
    'samesite' => 'Strict',
];
setcookie('cart_session', $sid, $options);
echo 'ok';
