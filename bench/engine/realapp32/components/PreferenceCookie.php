<?php

namespace app\components;

/**
 * Reading-list layout and language preferences kept in a cookie so they work signed out.
 */
class PreferenceCookie
{
    private const NAME = 'leafline_prefs';

    public function load(): array
    {
        if (empty($_COOKIE[self::NAME])) {
            return [];
        }
        $prefs = unserialize($_COOKIE[self::NAME]);
        return is_array($prefs) ? $prefs : [];
    }

    public function loadJson(): array
    {
        $prefs = json_decode($_COOKIE['leafline_prefs_v2'] ?? '[]', true);
        return is_array($prefs) ? $prefs : [];
    }

    public function loadPlain(string $raw): array
    {
        $prefs = unserialize($raw, ['allowed_classes' => false]);
        return is_array($prefs) ? $prefs : [];
    }

    public function save(array $prefs): void
    {
        setcookie('leafline_prefs_v2', json_encode($prefs), [
            'expires' => time() + 31536000,
            'path' => '/',
            'secure' => true,
            'httponly' => true,
            'samesite' => 'Lax',
        ]);
    }
}
