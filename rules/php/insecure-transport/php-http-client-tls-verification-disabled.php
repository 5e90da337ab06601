<?php
use Illuminate\Support\Facades\Http;
use Symfony\Component\HttpClient\HttpClient;

// ruleid: php-http-client-tls-verification-disabled
$a = Http::withOptions(['verify' => false])->get('https://inventory.example.com/');
// ok: php-http-client-tls-verification-disabled
$b = Http::withOptions(['verify' => '/etc/ssl/certs/internal-ca.pem'])->get('https://inventory.example.com/');
// ruleid: php-http-client-tls-verification-disabled
$client = HttpClient::create(['verify_peer' => false, 'verify_host' => false]);
// ok: php-http-client-tls-verification-disabled
$checked = HttpClient::create(['timeout' => 5]);
