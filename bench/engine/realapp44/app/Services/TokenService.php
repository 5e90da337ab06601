<?php

namespace App\Services;

use Illuminate\Support\Str;

class TokenService
{
    public function bookingReference(): string
    {
        return 'TW-' . strtoupper(Str::random(8));
    }

    public function passwordResetToken(): string
    {
        return bin2hex(random_bytes(32));
    }

    public function checkInCode(): string
    {
        return (string) mt_rand(100000, 999999);
    }

    public function gateCode(): string
    {
        return (string) random_int(100000, 999999);
    }

    public function shareLinkToken(): string
    {
        return uniqid('share_', true);
    }

    public function cacheBuster(): string
    {
        return substr(md5((string) filemtime(public_path('build/manifest.json'))), 0, 8);
    }

    public function signPayload(string $payload): string
    {
        return hash_hmac('sha256', $payload, config('app.key'));
    }

    public function legacyPartnerSignature(string $payload): string
    {
        return sha1($payload . config('services.partners.token'));
    }

    public function encryptPartnerNote(string $note, string $key): string
    {
        return openssl_encrypt($note, 'des-ecb', $key);
    }
}
