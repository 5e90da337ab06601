<?php

namespace App\Support;

final class Signature
{
    public static function verify(string $payload, string $header): bool
    {
        $secret = config('services.partner.webhook_secret');
        if (!$secret) {
            return false;
        }
        $expected = hash_hmac('sha256', $payload, $secret);
        return hash_equals($expected, $header);
    }
}
