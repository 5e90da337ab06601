<?php
// A host checked against an allow-list after folding its case names the same server.
const FEED_HOSTS = ['feeds.example.com', 'cdn.example.com'];

function isFeedUrl(string $url, array $hosts): bool
{
    $parts = parse_url($url);
    return is_array($parts)
        && ($parts['scheme'] ?? '') === 'https'
        && in_array(strtolower($parts['host'] ?? ''), $hosts, true);
}

$url = (string) ($_GET['feed'] ?? '');
if (isFeedUrl($url, FEED_HOSTS)) {
    // ok: php-ssrf
    echo file_get_contents($url);
}
$parts = parse_url($url);
if (in_array(mb_strtolower($parts['host'] ?? ''), FEED_HOSTS, true)) {
    // ok: php-ssrf
    echo file_get_contents($url);
}
// Folding the case of another value proves nothing about the URL's host.
if (in_array(strtolower((string) ($_GET['host'] ?? '')), FEED_HOSTS, true)) {
    // ruleid: php-ssrf
    echo file_get_contents($url);
}
