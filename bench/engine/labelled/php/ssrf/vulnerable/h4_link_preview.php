<?php
header('Content-Type: application/json');
$url = $_POST['url'] ?? '';
$ch = curl_init();
curl_setopt($ch, CURLOPT_URL, $url);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_setopt($ch, CURLOPT_TIMEOUT, 5);
$html = curl_exec($ch);
curl_close($ch);
preg_match('/<title>(.*?)<\/title>/i', (string)$html, $m);
echo json_encode(['title' => $m[1] ?? null]);
