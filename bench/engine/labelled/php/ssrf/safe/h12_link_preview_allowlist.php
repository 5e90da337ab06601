<?php
header('Content-Type: application/json');

$allowedHosts = ['www.youtube.com', 'vimeo.com', 'github.com'];
$url = $_GET['url'] ?? '';
$parts = parse_url($url);

if (!$parts || ($parts['scheme'] ?? '') !== 'https' || !in_array($parts['host'] ?? '', $allowedHosts, true)) {
    http_response_code(400);
    echo json_encode(['error' => 'host not allowed']);
    exit;
}

$ch = curl_init($url);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_setopt($ch, CURLOPT_FOLLOWLOCATION, false);
curl_setopt($ch, CURLOPT_PROTOCOLS, CURLPROTO_HTTPS);
$html = (string) curl_exec($ch);
curl_close($ch);

preg_match('/<title>(.*?)<\/title>/is', $html, $m);
echo json_encode(['title' => trim($m[1] ?? '')]);
