<?php
$url = $_GET['url'] ?? '';
$html = @file_get_contents($url);
preg_match('/<title>(.*?)<\/title>/is', (string) $html, $m);
header('Content-Type: application/json');
echo json_encode(['title' => $m[1] ?? null]);
