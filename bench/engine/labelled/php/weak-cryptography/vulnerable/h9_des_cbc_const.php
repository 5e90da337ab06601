<?php
const CIPHER = 'des-ede3-cbc';
$iv = random_bytes(openssl_cipher_iv_length(CIPHER));
$token = openssl_encrypt(json_encode(['uid' => 42]), CIPHER, getenv('TOKEN_KEY'), 0, $iv);
echo base64_encode($iv) . ':' . $token;
