<?php

return [
    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => env('MAILGUN_SECRET'),
        'endpoint' => env('MAILGUN_ENDPOINT', 'api.eu.mailgun.net'),
    ],

    'partners' => [
        'token' => env('PARTNER_TOKEN', 'ptn_live_7Hq2Vx9RkLm4Ws8Zt3Nb6Yc1'),
    ],

    'stripe' => [
        'key' => env('STRIPE_KEY'),
        'secret' => env('STRIPE_SECRET'),
    ],

    'weather' => [
        'api_key' => 'c81f0e9d27a34b6f9e5d1a2b7c3f4e80',
    ],
];
