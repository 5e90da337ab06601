<?php
function encrypt_ssn(string $ssn, string $key): string
{
    $iv = random_bytes(12);
    $cipher = openssl_encrypt($ssn, 'aes-256-gcm', $key, OPENSSL_RAW_DATA, $iv, $tag);
    return base64_encode($iv . $tag . $cipher);
}
echo encrypt_ssn('123-45-6789', getenv('PII_KEY'));
