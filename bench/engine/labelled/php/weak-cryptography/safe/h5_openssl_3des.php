<?php
function encrypt_card($number, $key)
{
    $iv = random_bytes(12);
    $cipher = openssl_encrypt($number, 'aes-256-gcm', $key, OPENSSL_RAW_DATA, $iv, $tag);
    return base64_encode($iv . $tag . $cipher);
}

echo encrypt_card($_POST['card'], getenv('CARD_KEY'));
