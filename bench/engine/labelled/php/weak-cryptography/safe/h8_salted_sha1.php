<?php
class PasswordHasher
{
    public function hash(string $plain): string
    {
        return password_hash($plain, PASSWORD_ARGON2ID);
    }

    public function verify(string $plain, string $stored): bool
    {
        return password_verify($plain, $stored);
    }
}
