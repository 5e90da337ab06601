<?php
use Firebase\JWT\JWT;
use Firebase\JWT\Key;

const SIGNING_KEY = 'k3y-in-the-repo';

class Tokens
{
    public static function issue(int $userId): string
    {
        // ruleid: php-jwt-hardcoded-key
        return JWT::encode(['sub' => $userId], 'secret', 'HS256');
    }

    public static function issueFromSetting(int $userId): string
    {
        // ruleid: php-jwt-hardcoded-key
        $key = $_ENV['JWT_SECRET'] ?? 'changeme';
        return JWT::encode(['sub' => $userId], $key, 'HS256');
    }

    public static function issueFromEnvironment(int $userId): string
    {
        // ok: php-jwt-hardcoded-key
        return JWT::encode(['sub' => $userId], getenv('JWT_SECRET'), 'HS256');
    }

    public static function read(string $jwt): object
    {
        // ruleid: php-jwt-hardcoded-key
        return JWT::decode($jwt, new Key(SIGNING_KEY, 'HS256'));
    }

    public static function readFromEnvironment(string $jwt): object
    {
        $key = new Key(getenv('JWT_SECRET'), 'HS256');
        // ok: php-jwt-hardcoded-key
        return JWT::decode($jwt, $key);
    }
}
