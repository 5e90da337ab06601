<?php
$method = 'AES-128-ECB';
$key = getenv('APP_KEY');
$payload = json_encode(['uid' => 17, 'exp' => time() + 3600]);
$token = openssl_encrypt($payload, $method, $key);
setcookie('auth', $token, ['secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
