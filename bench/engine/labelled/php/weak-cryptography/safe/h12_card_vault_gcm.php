<?php
function vault_encrypt(string $plain): string
{
    $key = hex2bin(getenv('VAULT_KEY'));
    $iv = random_bytes(12);
    $cipher = openssl_encrypt($plain, 'aes-256-gcm', $key, OPENSSL_RAW_DATA, $iv, $tag);
    return base64_encode($iv . $tag . $cipher);
}

$pan = preg_replace('/\D/', '', $_POST['card_number'] ?? '');
$pdo = new PDO(getenv('DB_DSN'));
$pdo->prepare('INSERT INTO cards (customer_id, pan_enc) VALUES (?, ?)')
    ->execute([(int) $_POST['customer_id'], vault_encrypt($pan)]);

echo 'Card saved';
