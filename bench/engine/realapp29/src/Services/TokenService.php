<?php

declare(strict_types=1);

namespace App\Services;

final class TokenService
{
    public function rememberToken(): string
    {
        return md5(uniqid((string) mt_rand(), true));
    }

    public function resetToken(): string
    {
        return bin2hex(random_bytes(32));
    }

    public function verificationCode(): string
    {
        return str_pad((string) mt_rand(0, 999999), 6, '0', STR_PAD_LEFT);
    }

    public function bookingReference(): string
    {
        return 'TR-' . random_int(100000, 999999);
    }

    /** Background colour of a student's initials badge; only decoration. */
    public function badgeHue(): int
    {
        return mt_rand(0, 359);
    }
}
