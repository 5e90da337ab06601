<?php

final class CodeMaker
{
    private const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

    // Helpers whose results leave this file: where they end up is not visible here.
    public static function inviteCode(int $length = 8): string
    {
        $chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
        $code = '';
        for ($i = 0; $i < $length; $i++) {
            // ruleid: php-weak-random-token
            $code .= $chars[mt_rand(0, strlen($chars) - 1)];
        }
        return $code;
    }

    public static function shortCode(): string
    {
        $out = '';
        for ($i = 0; $i < 6; $i++) {
            // ruleid: php-weak-random-token
            $out .= self::ALPHABET[rand(0, 31)];
        }
        return $out;
    }

    public static function apiKey(): string
    {
        // ruleid: php-weak-random-token
        return md5(uniqid((string) mt_rand(), true));
    }

    public static function resetKey(): string
    {
        // ruleid: php-weak-random-token
        return hash('sha256', microtime() . rand());
    }

    public static function temporaryPassword(): string
    {
        // ruleid: php-weak-random-token
        return substr(str_shuffle('abcdefghjkmnpqrstuvwxyz23456789'), 0, 10);
    }

    public static function shortId(): string
    {
        // ruleid: php-weak-random-token
        return base_convert((string) mt_rand(), 10, 36);
    }

    public static function secureCode(int $length = 8): string
    {
        $code = '';
        for ($i = 0; $i < $length; $i++) {
            // ok: php-weak-random-token
            $code .= self::ALPHABET[random_int(0, 31)];
        }
        // ok: php-weak-random-token
        return $code . bin2hex(random_bytes(8));
    }

    /** @param list<string> $tips */
    public static function lookAlikes(array $tips, array $rows): array
    {
        // A pick from a list of items, a delay, a shuffle of records, a percentage: no token text.
        // ok: php-weak-random-token
        $tip = $tips[mt_rand(0, count($tips) - 1)];
        // ok: php-weak-random-token
        usleep(100000 + mt_rand(0, 50000));
        shuffle($rows);
        // ok: php-weak-random-token
        $first = substr(implode(',', array_column($rows, 'name')), 0, 40);
        // ok: php-weak-random-token
        $label = mt_rand(0, 100) . '%';
        // ok: php-weak-random-token
        $checksum = md5(implode('|', $tips));
        // ok: php-weak-random-token
        $file = 'reports/' . md5($tips[0] . microtime()) . '.pdf';
        // ok: php-weak-random-token
        $letter = self::ALPHABET[(int) ($_GET['i'] ?? 0)];
        return [$tip, $first, $label, $checksum, $file, $letter];
    }
}
