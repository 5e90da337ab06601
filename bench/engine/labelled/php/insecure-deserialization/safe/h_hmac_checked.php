<?php
const STATE_KEY = 'k3y-from-config';
$parts = explode('.', $_COOKIE['state'] ?? '', 2);
if (count($parts) !== 2 || !hash_equals(hash_hmac('sha256', $parts[1], STATE_KEY), $parts[0])) {
    http_response_code(400);
    exit;
}
$state = unserialize(base64_decode($parts[1]), ['allowed_classes' => false]);
