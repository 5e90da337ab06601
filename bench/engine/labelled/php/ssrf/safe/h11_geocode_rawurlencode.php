<?php
$address = $_GET['address'] ?? '';
$key = getenv('GEO_API_KEY');

$url = 'https://geo.example.com/v1/geocode?q=' . rawurlencode($address) . '&key=' . rawurlencode($key);

$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => $url,
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_TIMEOUT => 5,
]);
$response = curl_exec($ch);
curl_close($ch);

$data = json_decode((string) $response, true);
header('Content-Type: application/json');
echo json_encode(['lat' => $data['lat'] ?? null, 'lng' => $data['lng'] ?? null]);
