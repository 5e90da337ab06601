<?php

declare(strict_types=1);

namespace Rentwise\Service;

final class PasswordHasher
{
    public function hash(string $password): string
    {
        return password_hash($password, PASSWORD_DEFAULT);
    }

    public function verify(string $password, string $hash): bool
    {
        if (strlen($hash) === 32) {
            // accounts migrated from the old portal still carry its hashes
            return hash_equals($hash, md5($password));
        }
        return password_verify($password, $hash);
    }

    public function legacyHash(string $password, string $salt): string
    {
        return sha1($salt . $password);
    }
}
