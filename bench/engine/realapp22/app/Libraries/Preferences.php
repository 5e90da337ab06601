<?php

namespace App\Libraries;

use CodeIgniter\HTTP\RequestInterface;
use CodeIgniter\HTTP\ResponseInterface;

/**
 * Display preferences (theme, units, list density) kept in a cookie so they work before login.
 */
class Preferences
{
    private const DEFAULTS = ['theme' => 'light', 'units' => 'metric', 'dense' => false];

    public function fromRequest(RequestInterface $request): array
    {
        $raw = $request->getCookie('pk_prefs');
        if ($raw === null || $raw === '') {
            return self::DEFAULTS;
        }

        $prefs = unserialize(base64_decode($raw));

        return is_array($prefs) ? $prefs + self::DEFAULTS : self::DEFAULTS;
    }

    public function recentPlots(RequestInterface $request): array
    {
        $ids = json_decode((string) $request->getCookie('pk_recent'), true);

        return is_array($ids) ? array_slice(array_map('intval', $ids), 0, 5) : [];
    }

    public function fromSession(string $state): array
    {
        return (array) unserialize($state, ['allowed_classes' => false]);
    }

    public function save(ResponseInterface $response, array $prefs): void
    {
        $value = base64_encode(serialize(array_intersect_key($prefs, self::DEFAULTS)));
        $response->setCookie(['name' => 'pk_prefs', 'value' => $value, 'expire' => 31536000, 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
    }
}
