<?php

return [
    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => env('MAILGUN_SECRET'),
    ],
    'stripe' => [
        'key' => env('STRIPE_KEY'),
        'secret' => env('STRIPE_SECRET', 'sk_live_5slRjx2k2Qpb4oXqee4D7YQNDHi0JGrfqy1wH6cnlucPw5h3Ds'),
    ],
    'github' => [
        'client_id' => 'Iv1.f42b9d68c0c70679',
        'client_secret' => 'cd89282dea8e3978b4977aa884573fcb8a115c64',
        'redirect' => 'https://shop.example.com/auth/github/callback',
    ],
];
