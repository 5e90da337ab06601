<?php
// Named arguments: a skipped `secure`/`httponly` takes its default, false.
function h7_cookie_named(string $token)
{
    // ruleid: php-cookie-insecure-flags
    setcookie(name: 'remember', value: $token, expires_or_options: time() + 3600, path: '/');
    // ok: php-cookie-insecure-flags
    setcookie(name: 'remember', value: $token, path: '/', secure: true, httponly: true);
    // ruleid: php-cookie-insecure-flags
    setcookie('remember', $token, httponly: true);
}
