<?php

declare(strict_types=1);

namespace Rentwise\Http;

use Psr\Http\Message\ResponseInterface;

final class Redirects
{
    /** Only paths on this site: "/x" is fine, "//host" and "https://host" are not. */
    public static function toLocalPath(ResponseInterface $response, string $next, string $fallback = '/'): ResponseInterface
    {
        $isLocal = str_starts_with($next, '/') && !str_starts_with($next, '//') && !str_contains($next, '\\');
        $target = $isLocal ? $next : $fallback;
        return $response->withHeader('Location', $target)->withStatus(302);
    }

    public static function toListing(ResponseInterface $response, int $id): ResponseInterface
    {
        return $response->withHeader('Location', '/listings/' . $id)->withStatus(303);
    }
}
