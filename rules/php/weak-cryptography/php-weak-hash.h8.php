<?php
// A digest that is a whole file name (between a folder's `/` and an extension) names a cache entry.
function h8_thumb_path(string $url): string
{
    // ok: php-weak-hash
    return '/var/cache/thumbs/' . md5($url) . '.jpg';
}

function h8_reset_link(string $email): string
{
    // ruleid: php-weak-hash
    return 'https://app.example.com/reset/' . md5($email . time());
}

function h8_token_file(string $token): string
{
    // ruleid: php-weak-hash
    return '/var/tokens/' . sha1($token) . '-' . time();
}
