<?php
function h8_encrypt(string $data, string $key)
{
    $fixed = '1234567890123456';
    // ruleid: php-static-iv
    $a = openssl_encrypt($data, 'aes-256-cbc', $key, 0, $fixed);
    // ruleid: php-static-iv
    $b = openssl_encrypt($data, 'aes-256-cbc', $key, OPENSSL_RAW_DATA, 'abcdefghijklmnop');
    $iv = random_bytes(16);
    // ok: php-static-iv
    $c = openssl_encrypt($data, 'aes-256-cbc', $key, OPENSSL_RAW_DATA, $iv);
    // ok: php-static-iv
    $d = openssl_encrypt($data, 'aes-256-gcm', $key, OPENSSL_RAW_DATA, random_bytes(12), $tag);
    return [$a, $b, $c, $d];
}
