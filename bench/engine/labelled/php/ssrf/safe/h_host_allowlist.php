<?php
$allowed = ['cdn.example.com', 'images.example.com'];
$url = $_GET['img'];
$parts = parse_url($url);
if (!isset($parts['scheme'], $parts['host']) || $parts['scheme'] !== 'https' || !in_array($parts['host'], $allowed, true)) {
    http_response_code(400);
    exit;
}
header('Content-Type: image/png');
echo file_get_contents($url);
