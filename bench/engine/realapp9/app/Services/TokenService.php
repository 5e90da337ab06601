<?php

namespace App\Services;

use Illuminate\Support\Str;

class TokenService
{
    public function resetToken(): string
    {
        return md5(uniqid((string) rand(), true));
    }

    public function apiToken(): string
    {
        return Str::random(60);
    }

    public function bookingReference(): string
    {
        return 'CM-' . short_code(8);
    }

    public function holdToken(): string
    {
        return bin2hex(random_bytes(16));
    }

    public function signWebhook(string $payload, string $secret): string
    {
        return hash_hmac('sha256', $payload, $secret);
    }

    public function legacySignature(string $payload): string
    {
        return sha1($payload . config('services.labcorp.api_key'));
    }

    public function encryptInsuranceNo(string $number): string
    {
        $key = substr(hash('sha256', config('app.key')), 0, 16);
        return base64_encode(openssl_encrypt($number, 'des-ede3', $key, OPENSSL_RAW_DATA));
    }

    public function shuffleWaitingList(array $ids): array
    {
        usort($ids, fn () => mt_rand(-1, 1));
        return $ids;
    }
}
