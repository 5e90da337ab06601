<?php
// Text whose HMAC under the application's key matched was written by the application.
function h11_signed_cookie()
{
    $parts = explode('.', $_COOKIE['state'] ?? '', 2);
    if (count($parts) !== 2 || !hash_equals(hash_hmac('sha256', $parts[1], getenv('APP_KEY')), $parts[0])) {
        exit;
    }
    // ok: php-unserialize
    return unserialize(base64_decode($parts[1]));
}

function h11_verify(string $token, string $secret): ?string
{
    [$data, $mac] = explode('.', $token, 2);
    $expected = hash_hmac('sha256', $data, $secret);
    return hash_equals($expected, $mac) ? base64_decode($data) : null;
}

function h11_signed_by_helper()
{
    $payload = h11_verify($_COOKIE['remember'] ?? '', getenv('APP_KEY'));
    // ok: php-unserialize
    return unserialize((string) $payload);
}

// A key the request chooses proves nothing: the client signs its own text.
function h11_key_from_request()
{
    list($sig, $data) = explode('.', $_COOKIE['prefs'], 2);
    $expected = hash_hmac('sha256', $data, $_GET['k']);
    if (!hash_equals($expected, $sig)) {
        exit('tampered');
    }
    // ruleid: php-unserialize
    return unserialize(base64_decode($data));
}

// The digest compared is of other text than the one unserialized.
function h11_other_text_signed()
{
    list($sig, $data, $extra) = explode('.', $_COOKIE['prefs'], 3);
    if (!hash_equals(hash_hmac('sha256', $extra, getenv('APP_KEY')), $sig)) {
        exit('tampered');
    }
    // ruleid: php-unserialize
    return unserialize(base64_decode($data));
}

// A plain hash is no signature: anyone can compute it.
function h11_unkeyed_hash()
{
    list($sig, $data) = explode('.', $_COOKIE['prefs'], 2);
    if (!hash_equals(hash('sha256', $data), $sig)) {
        exit('tampered');
    }
    // ruleid: php-unserialize
    return unserialize(base64_decode($data));
}
