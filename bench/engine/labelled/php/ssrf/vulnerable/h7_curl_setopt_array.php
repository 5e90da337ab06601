<?php
['endpoint' => $endpoint] = json_decode(file_get_contents('php://input'), true);
$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => $endpoint,
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_TIMEOUT => 5,
]);
$body = curl_exec($ch);
echo json_encode(['size' => strlen((string) $body)]);
