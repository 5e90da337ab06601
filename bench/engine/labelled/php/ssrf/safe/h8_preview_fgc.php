<?php
$url = $_GET['url'] ?? '';
$allowedHosts = ['www.example.com', 'blog.example.com'];
$parts = parse_url($url);
if (!isset($parts['scheme'], $parts['host']) || $parts['scheme'] !== 'https' || !in_array($parts['host'], $allowedHosts, true)) {
    http_response_code(400);
    exit('host not allowed');
}
$html = @file_get_contents('https://' . $parts['host'] . ($parts['path'] ?? '/'));
preg_match('/<title>(.*?)<\/title>/is', (string) $html, $m);
header('Content-Type: application/json');
echo json_encode(['title' => $m[1] ?? null]);
