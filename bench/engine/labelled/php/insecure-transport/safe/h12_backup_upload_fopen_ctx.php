<?php
$archive = '/var/backups/nightly.tar.gz';
$ctx = stream_context_create([
    'http' => [
        'method' => 'PUT',
        'header' => "Authorization: Basic " . base64_encode(getenv('BACKUP_USER') . ':' . getenv('BACKUP_PASS')) . "\r\nContent-Type: application/gzip",
        'content' => file_get_contents($archive),
    ],
    'ssl' => [
        'verify_peer' => true,
        'verify_peer_name' => true,
        'cafile' => '/etc/backup/ca.pem',
    ],
]);

$fp = fopen('https://backup.example.org/upload/nightly.tar.gz', 'r', false, $ctx);
echo $fp ? "uploaded\n" : "upload failed\n";
