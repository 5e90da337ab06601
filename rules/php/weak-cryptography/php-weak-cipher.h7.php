<?php
// A backed enum case's ->value is its declared constant.
enum H7Cipher: string
{
    case Legacy = 'des-ede3-cbc';
    case Modern = 'aes-256-gcm';
}

function h7_enum_cipher(string $data, string $key, string $iv)
{
    // ruleid: php-weak-cipher
    $a = openssl_encrypt($data, H7Cipher::Legacy->value, $key, 0, $iv);
    // ok: php-weak-cipher
    $b = openssl_encrypt($data, H7Cipher::Modern->value, $key, 0, $iv, $tag);
    return [$a, $b];
}
