<?php
$context = stream_context_create([
    'ssl' => [
        'verify_peer' => true,
        'verify_peer_name' => true,
        'cafile' => '/etc/ssl/certs/ca-certificates.crt',
    ],
    'http' => [
        'timeout' => 5,
        'header' => 'Authorization: Bearer ' . getenv('STATUS_API_TOKEN'),
    ],
]);

$raw = file_get_contents('https://status.vendor-api.com/v2/summary.json', false, $context);
$summary = json_decode((string) $raw, true);

echo 'Status: ' . htmlspecialchars($summary['status']['description'] ?? 'unknown');
