<?php
function encrypt_token(string $plain, string $key): string {
    return base64_encode(openssl_encrypt($plain, 'rc4', $key, OPENSSL_RAW_DATA));
}
echo encrypt_token('user:42', 'secret-key');
