<?php
enum Cipher: string {
    case Fast = 'des-ede3-cbc';
    case Strong = 'aes-256-gcm';
}
$key = random_bytes(32);
$iv = random_bytes(12);
$enc = openssl_encrypt($_POST['card'] ?? '', Cipher::Strong->value, $key, 0, $iv, $tag);
file_put_contents('/var/app/cards.txt', base64_encode($iv . $tag) . ':' . $enc . PHP_EOL, FILE_APPEND);
