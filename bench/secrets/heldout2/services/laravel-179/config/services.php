<?php

return [
    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => env('MAILGUN_SECRET'),
    ],
    'stripe' => [
        'key' => env('STRIPE_KEY'),
        'secret' => env('STRIPE_SECRET', 'sk_live_C0MhLbM74HR6zPQA0omtLgaS7yM3hWmeflhGnYnXoR2qqCIFfQgIfTPG'),
    ],
    'github' => [
        'client_id' => 'Iv1.3761f9185622bab1',
        'client_secret' => 'ff72a310b3bc6f339a3279ba60a95cf7e4bc0628',
        'redirect' => 'https://shop.example.com/auth/github/callback',
    ],
];
