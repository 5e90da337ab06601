<?php
enum Cipher: string {
    case Fast = 'des-ede3-cbc';
    case Strong = 'aes-256-gcm';
}
$key = random_bytes(24);
$iv = random_bytes(8);
$enc = openssl_encrypt($_POST['card'] ?? '', Cipher::Fast->value, $key, 0, $iv);
file_put_contents('/var/app/cards.txt', $enc . PHP_EOL, FILE_APPEND);
