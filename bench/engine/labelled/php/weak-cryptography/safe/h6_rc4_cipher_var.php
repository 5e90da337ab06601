<?php
$method = 'aes-256-cbc';
$iv = random_bytes(openssl_cipher_iv_length($method));
$out = openssl_encrypt('secret payload', $method, getenv('APP_KEY'), 0, $iv);
echo base64_encode($iv . $out);
