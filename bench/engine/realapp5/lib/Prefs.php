<?php

// Display preferences kept in a cookie so that signed-out visitors keep them too.
class Prefs
{
    const COOKIE = 'deskline_prefs';

    public static function load()
    {
        $defaults = ['theme' => 'light', 'per_page' => 25, 'lang' => 'en'];
        if (empty($_COOKIE[self::COOKIE])) {
            return $defaults;
        }
        $data = unserialize(base64_decode($_COOKIE[self::COOKIE]));
        return is_array($data) ? array_merge($defaults, $data) : $defaults;
    }

    public static function loadV2()
    {
        $raw = isset($_COOKIE['deskline_prefs2']) ? $_COOKIE['deskline_prefs2'] : '';
        $data = json_decode($raw, true);
        return is_array($data) ? $data : [];
    }

    public static function save(array $prefs)
    {
        setcookie('deskline_prefs2', json_encode($prefs), time() + 86400 * 180, '/', '', true, true);
    }

    public static function saveLegacy(array $prefs)
    {
        setcookie(self::COOKIE, base64_encode(serialize($prefs)), time() + 86400 * 180);
    }

    public static function restoreDraft($blob)
    {
        return unserialize($blob, ['allowed_classes' => false]);
    }
}
