<?php
// A URL rebuilt from a constant scheme, a host checked against a constant list, then `/`: the path
// that follows is request data but cannot choose the server.
$url = $_GET['url'] ?? '';
$allowedHosts = ['feeds.example.test', 'status.example.test'];
$parts = parse_url($url);
if (($parts['scheme'] ?? '') === 'https' && in_array($parts['host'] ?? '', $allowedHosts, true)) {
    // ok: php-ssrf
    $ch = curl_init('https://' . $parts['host'] . '/' . ltrim($parts['path'] ?? '', '/'));
    // ok: php-ssrf
    curl_setopt($ch, CURLOPT_URL, 'https://' . $parts['host'] . '/status');
}
// The host is the request's own: it chooses the server.
// ruleid: php-ssrf
$ch = curl_init('https://' . ($parts['host'] ?? '') . '/' . ($parts['path'] ?? ''));
// Request data right after the host (no `/` between) can still add to the host name.
if (in_array($parts['host'] ?? '', $allowedHosts, true)) {
    // ruleid: php-ssrf
    $ch = curl_init('https://' . $parts['host'] . ($_GET['suffix'] ?? ''));
}
