<?php

declare(strict_types=1);

namespace App\Services;

use App\Core\Request;

/** Display preferences kept in cookies (no account needed). */
final class Preferences
{
    public function load(Request $request): array
    {
        $raw = $request->cookie('tr_prefs');
        if ($raw === null) {
            return ['theme' => 'light', 'metronome' => 80];
        }
        $prefs = unserialize(base64_decode($raw));
        return is_array($prefs) ? $prefs : [];
    }

    public function recent(Request $request): array
    {
        $ids = json_decode((string) $request->cookie('tr_recent'), true);
        return is_array($ids) ? array_slice($ids, 0, 10) : [];
    }

    public function instruments(Request $request): array
    {
        $raw = $request->cookie('tr_instruments', '');
        $list = unserialize((string) base64_decode($raw), ['allowed_classes' => false]);
        return is_array($list) ? $list : [];
    }

    public function save(array $prefs): void
    {
        setcookie('tr_prefs', base64_encode(serialize($prefs)), [
            'expires' => time() + 31536000,
            'path' => '/',
            'secure' => true,
            'httponly' => true,
            'samesite' => 'Lax',
        ]);
    }
}
