<?php
function encrypt_card($number, $key)
{
    $iv = random_bytes(8);
    $cipher = openssl_encrypt($number, 'des-ede3-cbc', $key, OPENSSL_RAW_DATA, $iv);
    return base64_encode($iv . $cipher);
}

echo encrypt_card($_POST['card'], getenv('CARD_KEY'));
