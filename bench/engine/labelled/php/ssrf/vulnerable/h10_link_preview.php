<?php
header('Content-Type: application/json');

$url = $_GET['url'] ?? '';
if (!filter_var($url, FILTER_VALIDATE_URL)) {
    echo json_encode(['error' => 'bad url']);
    exit;
}

$html = @file_get_contents($url);
$title = '';
if ($html && preg_match('/<title>(.*?)<\/title>/is', $html, $m)) {
    $title = trim($m[1]);
}

echo json_encode(['url' => $url, 'title' => $title]);
