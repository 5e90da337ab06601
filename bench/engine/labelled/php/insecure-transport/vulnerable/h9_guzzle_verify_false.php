<?php
use GuzzleHttp\Client;

function shippingClient(): Client
{
    return new Client([
        'base_uri' => 'https://shipping.example.com/',
        'verify' => false,
        'timeout' => 5,
    ]);
}
$quote = shippingClient()->get('quote?zip=10115')->getBody();
echo $quote;
