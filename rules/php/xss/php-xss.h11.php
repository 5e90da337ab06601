<?php
// Signed text is the application's own, but may still hold what a user typed.
function h11_signed_name()
{
    list($sig, $name) = explode('.', $_COOKIE['who'], 2);
    if (!hash_equals(hash_hmac('sha256', $name, getenv('APP_KEY')), $sig)) {
        exit;
    }
    // ruleid: php-xss
    echo 'Hello ' . base64_decode($name);
}
