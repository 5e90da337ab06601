<?php
class PasswordHasher
{
    public function hash($plain)
    {
        return password_hash($plain, PASSWORD_BCRYPT, ['cost' => 12]);
    }

    public function verify($plain, $stored)
    {
        return password_verify($plain, $stored);
    }
}
