<?php
header('Content-Type: application/json');

$allowedHosts = ['www.youtube.com', 'vimeo.com', 'github.com'];
$url = $_GET['url'] ?? '';
$parts = parse_url($url);
if (!$parts || ($parts['scheme'] ?? '') !== 'https' || !in_array($parts['host'] ?? '', $allowedHosts, true)) {
    echo json_encode(['error' => 'host not allowed']);
    exit;
}

$html = @file_get_contents($url);
$title = '';
if ($html && preg_match('/<title>(.*?)<\/title>/is', $html, $m)) {
    $title = trim($m[1]);
}

echo json_encode(['url' => $url, 'title' => $title]);
