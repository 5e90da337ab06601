<?php

class Crypto
{
    private $key;

    public function __construct($key)
    {
        $this->key = $key;
    }

    // Export files are encrypted before they leave the box.
    public function encryptExport($plain)
    {
        $iv = random_bytes(12);
        $tag = '';
        $cipher = openssl_encrypt($plain, 'aes-256-gcm', $this->key, OPENSSL_RAW_DATA, $iv, $tag);
        return base64_encode($iv . $tag . $cipher);
    }

    // Ticket numbers in e-mail links are obfuscated with the old scheme.
    public function encryptLinkId($id)
    {
        return base64_encode(openssl_encrypt((string) $id, 'des-ecb', $this->key, OPENSSL_RAW_DATA));
    }

    public static function fileChecksum($path)
    {
        return md5_file($path);
    }

    public static function apiSignature($body, $secret)
    {
        return hash_hmac('sha256', $body, $secret);
    }

    public static function resetTokenHash($token)
    {
        return sha1($token);
    }
}
