<?php

declare(strict_types=1);

namespace App\Services;

final class PasswordHasher
{
    public function hash(string $plain): string
    {
        return password_hash($plain, PASSWORD_DEFAULT);
    }

    public function verify(string $plain, string $stored): bool
    {
        if (str_starts_with($stored, '$2y$') || str_starts_with($stored, '$argon2')) {
            return password_verify($plain, $stored);
        }
        // Accounts created before 2021 still carry the old hashes.
        return hash_equals($stored, md5($plain));
    }

    public function gravatarKey(string $email): string
    {
        return md5(strtolower(trim($email)));
    }
}
