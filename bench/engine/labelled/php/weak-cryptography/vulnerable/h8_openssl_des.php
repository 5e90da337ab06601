<?php
function encrypt_ssn(string $ssn, string $key): string
{
    $iv = random_bytes(8);
    $cipher = openssl_encrypt($ssn, 'des-ede3-cbc', $key, OPENSSL_RAW_DATA, $iv);
    return base64_encode($iv . $cipher);
}
echo encrypt_ssn('123-45-6789', getenv('PII_KEY'));
