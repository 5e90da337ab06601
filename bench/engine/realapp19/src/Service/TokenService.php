<?php

namespace App\Service;

class TokenService
{
    public function resetToken(): string
    {
        return md5(uniqid((string) mt_rand(), true));
    }

    public function rememberToken(): string
    {
        return bin2hex(random_bytes(24));
    }

    public function verificationPin(): string
    {
        return str_pad((string) rand(0, 999999), 6, '0', STR_PAD_LEFT);
    }

    public function unsubscribeCode(): string
    {
        return (string) random_int(100000, 999999);
    }

    public function pickFeatured(array $articleIds): int
    {
        return $articleIds[mt_rand(0, count($articleIds) - 1)];
    }

    public function csrfNonce(): string
    {
        return base64_encode(random_bytes(16));
    }
}
