<?php
$context = stream_context_create([
    'http' => [
        'method' => 'GET',
        'header' => 'Authorization: Bearer ' . getenv('INVENTORY_TOKEN'),
        'timeout' => 8,
    ],
    'ssl' => [
        'verify_peer' => false,
        'verify_peer_name' => false,
    ],
]);

$json = file_get_contents('https://inventory.internal.example/api/stock', false, $context);
$stock = json_decode($json, true) ?: [];

foreach ($stock as $item) {
    printf("%-20s %5d\n", $item['sku'], $item['qty']);
}
