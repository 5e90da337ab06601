<?php
$secret = getenv('APP_SECRET');

function verify_payload(string $token, string $secret): ?string
{
    $parts = explode('.', $token, 2);
    if (count($parts) !== 2) {
        return null;
    }
    [$data, $mac] = $parts;
    $expected = hash_hmac('sha256', $data, $secret);
    return hash_equals($expected, $mac) ? base64_decode($data) : null;
}

$token = $_COOKIE['remember'] ?? '';
$payload = verify_payload($token, $secret);

if ($payload === null) {
    header('Location: /login.php');
    exit;
}

$remembered = unserialize($payload);
echo 'Welcome back, user #' . (int) ($remembered['uid'] ?? 0);
