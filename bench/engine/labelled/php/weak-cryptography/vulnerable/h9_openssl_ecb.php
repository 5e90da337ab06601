<?php
function encryptCard($number)
{
    $key = hex2bin(getenv('CARD_KEY'));
    return base64_encode(openssl_encrypt($number, 'aes-128-ecb', $key, OPENSSL_RAW_DATA));
}
echo encryptCard('4111111111111111');
