<?php

use Psr\Http\Message\ResponseInterface;

function remember(ResponseInterface $response, string $token, string $cookieLine): ResponseInterface
{
    // ruleid: php-cookie-header-insecure-flags
    $response = $response->withAddedHeader('Set-Cookie', 'remember=' . $token . '; Path=/; Max-Age=2592000');
    // ruleid: php-cookie-header-insecure-flags
    $response = $response->withHeader('set-cookie', "theme=dark; Path=/; Secure");
    // ok: php-cookie-header-insecure-flags
    $response = $response->withAddedHeader('Set-Cookie', 'device=' . $token . '; Path=/; Secure; HttpOnly; SameSite=Lax');
    // ok: php-cookie-header-insecure-flags
    $response = $response->withAddedHeader('Set-Cookie', $cookieLine);
    // ok: php-cookie-header-insecure-flags
    $response = $response->withHeader('Cache-Control', 'no-store; private');
    return $response;
}

function legacyRemember(string $token): void
{
    // ruleid: php-cookie-header-insecure-flags
    header('Set-Cookie: remember=' . $token . '; path=/; HttpOnly');
    // ok: php-cookie-header-insecure-flags
    header('Set-Cookie: remember=' . $token . '; path=/; secure; httponly');
    // ok: php-cookie-header-insecure-flags
    header('Content-Type: text/html; charset=utf-8');
}
