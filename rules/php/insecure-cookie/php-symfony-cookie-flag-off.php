<?php
use Symfony\Component\HttpFoundation\Cookie;
use Symfony\Component\HttpFoundation\Response;

class RememberCookies
{
    public function plain(Response $response, string $token): void
    {
        // ruleid: php-symfony-cookie-flag-off
        $cookie = Cookie::create('remember', $token)->withSecure(false);
        $response->headers->setCookie($cookie);
    }

    public function readable(string $token): Cookie
    {
        $base = new Cookie('session_hint', $token);
        // ruleid: php-symfony-cookie-flag-off
        return $base->withExpires(time() + 3600)->withHttpOnly(false);
    }

    public function hardened(string $token): Cookie
    {
        // ok: php-symfony-cookie-flag-off
        return Cookie::create('remember', $token)->withSecure(true)->withHttpOnly(true)->withSameSite(Cookie::SAMESITE_STRICT);
    }

    public function defaults(string $token): Cookie
    {
        // ok: php-symfony-cookie-flag-off
        return Cookie::create('remember', $token, new \DateTime('+30 days'));
    }
}
