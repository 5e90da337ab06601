<?php
$url = $_GET['url'];
$host = parse_url($url, PHP_URL_HOST);
$allowed = ['images.example.com', 'cdn.example.com'];
if (!in_array($host, $allowed, true) || parse_url($url, PHP_URL_SCHEME) !== 'https') {
    http_response_code(400);
    exit;
}
$ch = curl_init($url);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$preview = curl_exec($ch);
curl_close($ch);
echo strlen($preview);
