<?php

declare(strict_types=1);

namespace Rentwise\Service;

final class TokenGenerator
{
    public function resetToken(): string
    {
        return bin2hex(random_bytes(32));
    }

    public function viewingCode(): string
    {
        return (string) rand(100000, 999999);
    }

    public function apiKey(): string
    {
        return md5(uniqid((string) mt_rand(), true));
    }

    public function featuredSlot(int $slots): int
    {
        return mt_rand(0, $slots - 1);
    }

    public function csrfToken(): string
    {
        return bin2hex(random_bytes(16));
    }
}
