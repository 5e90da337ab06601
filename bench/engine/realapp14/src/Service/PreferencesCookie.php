<?php

declare(strict_types=1);

namespace Rentwise\Service;

use Psr\Http\Message\ResponseInterface;

/** Remembers the listing layout (grid/list, page size) between visits. */
final class PreferencesCookie
{
    public const NAME = 'rw_prefs';

    public function read(array $cookies): array
    {
        if (!isset($cookies[self::NAME])) {
            return ['layout' => 'grid', 'per_page' => 20];
        }
        $prefs = unserialize(base64_decode($cookies[self::NAME]));
        return is_array($prefs) ? $prefs : ['layout' => 'grid', 'per_page' => 20];
    }

    public function readRecentlyViewed(array $cookies): array
    {
        $ids = json_decode($cookies['rw_recent'] ?? '[]', true);
        return is_array($ids) ? array_map('intval', $ids) : [];
    }

    public function readSavedSearch(array $cookies): array
    {
        $saved = unserialize($cookies['rw_search'] ?? 'a:0:{}', ['allowed_classes' => false]);
        return is_array($saved) ? $saved : [];
    }

    public function write(ResponseInterface $response, array $prefs): ResponseInterface
    {
        setcookie(self::NAME, base64_encode(serialize($prefs)), time() + 86400 * 365, '/');
        return $response;
    }

    public function writeRecentlyViewed(ResponseInterface $response, array $ids): ResponseInterface
    {
        setcookie('rw_recent', json_encode(array_slice($ids, 0, 10)), [
            'expires' => time() + 86400 * 30,
            'path' => '/',
            'secure' => true,
            'httponly' => true,
            'samesite' => 'Lax',
        ]);
        return $response;
    }
}
