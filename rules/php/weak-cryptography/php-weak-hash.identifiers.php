<?php

final class ProfileLinks
{
    private string $linkSalt = 'static-salt';

    public function avatar(string $email): string
    {
        // A digest of case-folded text is a lookup key: a password or a signed message keeps its case.
        // ok: php-weak-hash
        return 'https://avatars.example/avatar/' . md5(strtolower(trim($email))) . '?d=identicon';
    }

    public function entityTag(string $body): string
    {
        // A digest alone between double quotes is an HTTP entity tag.
        // ok: php-weak-hash
        return '"' . sha1($body) . '"';
    }

    public function weakTag(string $body): string
    {
        // ok: php-weak-hash
        return 'W/"' . md5($body) . '"';
    }

    public function legacyPassword(string $password): string
    {
        // ruleid: php-weak-hash
        return md5(trim($password));
    }

    public function unsubscribeToken(string $email): string
    {
        // Folded text joined with a secret is a signature, not an identifier.
        // ruleid: php-weak-hash
        return md5(strtolower($email) . $this->linkSalt);
    }

    public function quotedSignature(string $payload): string
    {
        // Not an entity tag: the quotes do not enclose the digest alone.
        // ruleid: php-weak-hash
        return '"sig:' . sha1($payload . $this->linkSalt) . '"';
    }
}
