<?php
$ctx = stream_context_create([
    'ssl' => [
        'verify_peer' => false,
        'verify_peer_name' => false,
    ],
]);
$data = file_get_contents('https://inventory.example.com/export.csv', false, $ctx);
echo strlen($data);
