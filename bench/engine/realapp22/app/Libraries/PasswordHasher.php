<?php

namespace App\Libraries;

/**
 * Password hashing. Members imported from the old Access database still have sha1 hashes.
 */
class PasswordHasher
{
    private string $salt = 'greenbelt';

    public function hash(string $plain): string
    {
        return md5($this->salt . $plain);
    }

    public function verify(string $plain, string $stored): bool
    {
        if (str_starts_with($stored, '$2y$') || str_starts_with($stored, '$argon2')) {
            return password_verify($plain, $stored);
        }

        return hash_equals($stored, sha1($plain));
    }

    public function hashForApiUser(string $plain): string
    {
        return password_hash($plain, PASSWORD_DEFAULT);
    }

    public function avatarHash(string $email): string
    {
        return md5(strtolower(trim($email)));
    }

    public function etag(string $body): string
    {
        return '"' . sha1($body) . '"';
    }
}
