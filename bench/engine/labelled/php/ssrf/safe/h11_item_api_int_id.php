<?php
$id = (int) ($_GET['id'] ?? 0);
if ($id <= 0) {
    http_response_code(400);
    exit;
}

$endpoint = 'https://inventory.internal.example.com/api/items/' . $id;
$context = stream_context_create([
    'http' => ['timeout' => 3, 'header' => 'Accept: application/json'],
]);

$json = file_get_contents($endpoint, false, $context);
$item = json_decode((string) $json, true);

echo htmlspecialchars($item['name'] ?? 'Unknown item');
