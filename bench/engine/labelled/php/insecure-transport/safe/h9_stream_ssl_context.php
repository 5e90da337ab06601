<?php
$ctx = stream_context_create([
    'ssl' => [
        'verify_peer' => true,
        'verify_peer_name' => true,
        'cafile' => '/etc/ssl/certs/ca-certificates.crt',
    ],
]);
$data = file_get_contents('https://inventory.example.com/export.csv', false, $ctx);
echo strlen($data);
