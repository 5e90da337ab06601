<?php
$allowed = ['feeds.partner-one.com', 'api.partner-two.net'];

$feedUrl = $_GET['feed'] ?? '';
$parts = parse_url($feedUrl);

if (!$parts || ($parts['scheme'] ?? '') !== 'https' || !in_array($parts['host'] ?? '', $allowed, true)) {
    http_response_code(400);
    exit('Feed not allowed');
}

$ch = curl_init($feedUrl);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_setopt($ch, CURLOPT_FOLLOWLOCATION, false);
curl_setopt($ch, CURLOPT_PROTOCOLS, CURLPROTO_HTTPS);
$xml = curl_exec($ch);
curl_close($ch);

echo strlen((string) $xml) . ' bytes fetched';
