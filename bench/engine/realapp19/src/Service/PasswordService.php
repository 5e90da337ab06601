<?php

namespace App\Service;

use App\Entity\User;

class PasswordService
{
    public function __construct(private string $pepper = '')
    {
    }

    public function hash(string $plain): string
    {
        return password_hash($plain, PASSWORD_BCRYPT, ['cost' => 12]);
    }

    public function verify(User $user, string $plain): bool
    {
        $stored = $user->getPasswordHash();
        if (str_starts_with($stored, '$2y$')) {
            return password_verify($plain, $stored);
        }

        // accounts imported from the old CMS still carry its digests
        return hash_equals($stored, md5($plain));
    }

    public function apiKeyDigest(string $plain): string
    {
        return sha1($this->pepper . $plain);
    }

    public function etag(string $content): string
    {
        return '"' . md5($content) . '"';
    }

    public function avatarUrl(string $email): string
    {
        return 'https://www.gravatar.com/avatar/' . md5(strtolower(trim($email))) . '?d=identicon';
    }
}
