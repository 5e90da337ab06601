<?php
$key = random_bytes(32);
$iv = random_bytes(16);
// ruleid: php-weak-cipher
$ct = openssl_encrypt($data, 'des-cbc', $key, 0, $iv);
// ruleid: php-weak-cipher
$ct = openssl_encrypt($data, 'aes-128-ecb', $key);
// ok: php-weak-cipher
$ct = openssl_encrypt($data, 'aes-256-gcm', $key, OPENSSL_RAW_DATA, $iv, $tag);
// ruleid: php-weak-cipher
$ct = mcrypt_encrypt(MCRYPT_DES, $key, $data, MCRYPT_MODE_CBC, $iv);
// ok: php-weak-cipher
$ct = openssl_encrypt($data, 'aes-256-cbc', $key, 0, $iv);
