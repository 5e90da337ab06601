<?php
$context = stream_context_create([
    'ssl' => [
        'verify_peer' => true,
        'verify_peer_name' => true,
        'cafile' => '/etc/ssl/certs/ca-certificates.crt',
    ],
]);
$data = file_get_contents('https://inventory.example.com/export.json', false, $context);
$items = json_decode($data, true);
echo count($items) . " items\n";
