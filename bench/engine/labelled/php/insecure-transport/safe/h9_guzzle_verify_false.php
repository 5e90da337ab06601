<?php
use GuzzleHttp\Client;

function shippingClient(): Client
{
    return new Client([
        'base_uri' => 'https://shipping.example.com/',
        'verify' => '/etc/ssl/certs/ca-certificates.crt',
        'timeout' => 5,
    ]);
}
$quote = shippingClient()->get('quote?zip=10115')->getBody();
echo $quote;
