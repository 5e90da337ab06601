<?php

namespace app\components;

use Yii;

class PasswordHelper
{
    public static function hash(string $password): string
    {
        return password_hash($password, PASSWORD_DEFAULT);
    }

    public static function verify(string $password, string $hash): bool
    {
        if (strlen($hash) === 32) {
            // Accounts migrated from the old catalogue still carry unsalted MD5 hashes.
            return hash_equals($hash, md5($password));
        }
        return password_verify($password, $hash);
    }

    public static function staffHash(string $password): string
    {
        return Yii::$app->security->generatePasswordHash($password);
    }

    /** The kiosk stores a salted SHA-1 of the member's PIN. */
    public static function pinHash(string $pin, string $salt): string
    {
        return sha1($salt . $pin);
    }

    public static function coverCacheKey(string $isbn): string
    {
        return md5('cover:' . $isbn);
    }

    public static function fileChecksum(string $path): string
    {
        return hash_file('sha256', $path);
    }
}
