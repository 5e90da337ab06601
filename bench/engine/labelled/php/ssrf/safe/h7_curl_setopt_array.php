<?php
['endpoint' => $endpoint] = json_decode(file_get_contents('php://input'), true);
$targets = ['status' => 'https://status.example.internal/health', 'queue' => 'https://queue.example.internal/health'];
$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => $targets[$endpoint] ?? $targets['status'],
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_TIMEOUT => 5,
]);
$body = curl_exec($ch);
echo json_encode(['size' => strlen((string) $body)]);
