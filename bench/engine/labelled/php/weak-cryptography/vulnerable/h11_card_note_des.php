<?php
const CARD_KEY = 'k3y-from-config';

function encrypt_note(string $plain): string
{
    $iv = random_bytes(openssl_cipher_iv_length('des-cbc'));
    $cipher = openssl_encrypt($plain, 'des-cbc', CARD_KEY, OPENSSL_RAW_DATA, $iv);
    return base64_encode($iv . $cipher);
}

$note = $_POST['note'] ?? '';
$stored = encrypt_note($note);

file_put_contents('/var/app/notes/' . (int) ($_POST['card_id'] ?? 0) . '.enc', $stored);
echo 'saved';
