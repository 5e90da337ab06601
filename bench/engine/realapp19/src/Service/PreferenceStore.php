<?php

namespace App\Service;

use Symfony\Component\HttpFoundation\Cookie;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * Reader preferences (font size, sections followed) kept in cookies so anonymous readers get them too.
 */
class PreferenceStore
{
    private const DEFAULTS = ['font' => 'normal', 'sections' => ['local', 'sport']];

    public function load(Request $request): array
    {
        $raw = $request->cookies->get('hl_prefs');
        if ($raw === null) {
            return self::DEFAULTS;
        }
        $prefs = unserialize(base64_decode($raw));

        return is_array($prefs) ? $prefs + self::DEFAULTS : self::DEFAULTS;
    }

    public function recentlyRead(Request $request): array
    {
        $ids = json_decode($request->cookies->get('hl_recent', '[]'), true);

        return is_array($ids) ? array_map('intval', $ids) : [];
    }

    public function sectionsFromHeader(Request $request): array
    {
        $state = $request->headers->get('X-Reader-State', '');

        return (array) unserialize($state, ['allowed_classes' => false]);
    }

    public function save(Response $response, array $prefs): void
    {
        $response->headers->setCookie(Cookie::create('hl_prefs', base64_encode(serialize($prefs)), new \DateTime('+1 year')));
    }

    public function rememberRead(Response $response, array $ids): void
    {
        $response->headers->setCookie(new Cookie('hl_recent', json_encode(array_slice($ids, 0, 20)), time() + 86400 * 30, '/', null, false, false));
    }
}
