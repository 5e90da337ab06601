<?php
header('Content-Type: application/json');
$id = (int) ($_POST['id'] ?? 0);
$url = 'https://api.example.com/v1/previews/' . $id;
$ch = curl_init();
curl_setopt($ch, CURLOPT_URL, $url);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_setopt($ch, CURLOPT_TIMEOUT, 5);
$html = curl_exec($ch);
curl_close($ch);
echo json_encode(['preview' => json_decode((string)$html, true)]);
