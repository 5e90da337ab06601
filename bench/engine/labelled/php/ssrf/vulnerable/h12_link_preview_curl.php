<?php
header('Content-Type: application/json');

$url = $_GET['url'] ?? '';
if (!filter_var($url, FILTER_VALIDATE_URL)) {
    http_response_code(400);
    echo json_encode(['error' => 'invalid url']);
    exit;
}

$ch = curl_init($url);
curl_setopt_array($ch, [
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_FOLLOWLOCATION => true,
    CURLOPT_TIMEOUT => 5,
    CURLOPT_USERAGENT => 'LinkPreviewBot/1.0',
]);
$html = (string) curl_exec($ch);
curl_close($ch);

preg_match('/<title>(.*?)<\/title>/is', $html, $m);
echo json_encode(['title' => trim($m[1] ?? '')]);
