<?php
function vault_encrypt(string $plain): string
{
    $key = hex2bin(getenv('VAULT_KEY'));
    return base64_encode(openssl_encrypt($plain, 'AES-128-ECB', $key, OPENSSL_RAW_DATA));
}

$pan = preg_replace('/\D/', '', $_POST['card_number'] ?? '');
$pdo = new PDO(getenv('DB_DSN'));
$pdo->prepare('INSERT INTO cards (customer_id, pan_enc) VALUES (?, ?)')
    ->execute([(int) $_POST['customer_id'], vault_encrypt($pan)]);

echo 'Card saved';
