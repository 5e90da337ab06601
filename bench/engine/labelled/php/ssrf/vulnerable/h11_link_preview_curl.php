<?php
header('Content-Type: application/json');

$url = $_GET['url'] ?? '';
if ($url === '') {
    echo json_encode(['error' => 'url required']);
    exit;
}

$ch = curl_init($url);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_setopt($ch, CURLOPT_FOLLOWLOCATION, true);
curl_setopt($ch, CURLOPT_TIMEOUT, 5);
$html = curl_exec($ch);
curl_close($ch);

preg_match('/<title>(.*?)<\/title>/is', (string) $html, $m);
echo json_encode(['title' => isset($m[1]) ? trim($m[1]) : null]);
