<?php
class PasswordHasher
{
    private $salt = 'x8!kQ2';

    public function hash($plain)
    {
        return sha1($this->salt . $plain);
    }

    public function verify($plain, $stored)
    {
        return $this->hash($plain) === $stored;
    }
}
