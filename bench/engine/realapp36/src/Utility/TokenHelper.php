<?php
declare(strict_types=1);

namespace App\Utility;

use Cake\Utility\Security;

class TokenHelper
{
    public static function fixtureCode(): string
    {
        return strtoupper(substr(Security::randomString(12), 0, 8));
    }

    public static function shareKey(): string
    {
        return substr(str_shuffle(str_repeat('abcdefghijkmnpqrstuvwxyz23456789', 3)), 0, 10) . mt_rand(1000, 9999);
    }

    public static function signature(string $payload): string
    {
        return hash_hmac('sha256', $payload, Security::getSalt());
    }

    public static function etag(string $body): string
    {
        return sha1($body);
    }
}
