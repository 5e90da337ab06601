<?php
$context = stream_context_create([
    'ssl' => [
        'verify_peer' => false,
        'verify_peer_name' => false,
    ],
]);
$data = file_get_contents('https://inventory.example.com/export.json', false, $context);
$items = json_decode($data, true);
echo count($items) . " items\n";
