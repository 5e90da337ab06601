<?php
$url = $_GET['feed'] ?? '';
$parts = parse_url($url);
$allowed = ['feeds.example.org'];
if (($parts['scheme'] ?? '') === 'https' && in_array($parts['host'] ?? '', $allowed, true)) {
    $xml = file_get_contents($url);
}
