<?php
$target = $_GET['target'] ?? '';
$mirrors = [
    'eu' => 'https://eu.mirror.example.com/health',
    'us' => 'https://us.mirror.example.com/health',
];
$url = $mirrors[$target] ?? $mirrors['eu'];
$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => $url,
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_TIMEOUT => 5,
]);
$body = curl_exec($ch);
curl_close($ch);
echo strlen((string) $body);
