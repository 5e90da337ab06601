<?php
$sid = session_id();
$options = [
    'expires' => 0,
    'path' => '/',
    'domain' => 'shop.example.com',
    'secure' => false,
    'httponly' => false,
    'samesite' => 'None',
];
setcookie('cart_session', $sid, $options);
echo 'ok';
