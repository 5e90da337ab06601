<?php
use GuzzleHttp\Client;

// ruleid: php-guzzle-tls-verification-disabled
$insecure = new Client(['base_uri' => 'https://inventory.example.com/', 'verify' => false]);
// ok: php-guzzle-tls-verification-disabled
$pinned = new Client(['base_uri' => 'https://inventory.example.com/', 'verify' => '/etc/ssl/certs/internal-ca.pem']);
// ok: php-guzzle-tls-verification-disabled
$plain = new Client(['timeout' => 5]);
// ruleid: php-guzzle-tls-verification-disabled
$plain->request('GET', 'https://status.example.com/', ['verify' => false]);
// ruleid: php-guzzle-tls-verification-disabled
$plain->get('https://status.example.com/', ['verify' => false, 'timeout' => 2]);
// ok: php-guzzle-tls-verification-disabled
$plain->get('https://status.example.com/', ['verify' => true]);
