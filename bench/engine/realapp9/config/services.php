<?php

return [
    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => env('MAILGUN_SECRET'),
        'endpoint' => env('MAILGUN_ENDPOINT', 'api.eu.mailgun.net'),
    ],

    'stripe' => [
        'key' => env('STRIPE_KEY'),
        'secret' => env('STRIPE_SECRET'),
    ],

    'labcorp' => [
        'base_url' => 'https://api.labpartner.example/v2',
        'api_key' => 'lbp_live_7f3c9a21d84e4b6c95a0e2f1c7b8d364',
        'webhook_secret' => env('LAB_WEBHOOK_SECRET'),
    ],

    'sms' => [
        'sid' => 'AC4f9e2b7c1d8a3e6f5b0c9d2a7e4f1b83',
        'token' => 'e91b4c7d2f8a6035b1c9e4d7a2f80b6c',
        'from' => '+4930123456',
    ],
];
