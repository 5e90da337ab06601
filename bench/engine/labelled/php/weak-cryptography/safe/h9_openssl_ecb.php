<?php
function encryptCard($number)
{
    $key = hex2bin(getenv('CARD_KEY'));
    $iv = random_bytes(12);
    $cipher = openssl_encrypt($number, 'aes-256-gcm', $key, OPENSSL_RAW_DATA, $iv, $tag);
    return base64_encode($iv . $tag . $cipher);
}
echo encryptCard('4111111111111111');
