<?php
class PasswordHasher
{
    public function hash(string $plain, string $salt): string
    {
        return sha1($salt . $plain);
    }

    public function verify(string $plain, string $salt, string $stored): bool
    {
        return hash_equals($stored, $this->hash($plain, $salt));
    }
}
