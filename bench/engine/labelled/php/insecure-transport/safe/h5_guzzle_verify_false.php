<?php
require __DIR__ . '/vendor/autoload.php';

use GuzzleHttp\Client;

$client = new Client([
    'base_uri' => 'https://inventory.example.com/',
    'verify' => '/etc/ssl/certs/internal-ca.pem',
    'timeout' => 5,
]);
$stock = json_decode((string) $client->get('stock')->getBody(), true);
echo count($stock);
