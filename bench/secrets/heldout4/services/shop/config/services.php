<?php

return [
    'shopify' => [
        'shop' => 'harbor-goods.myshopify.com',
        'access_token' => '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',
        'api_version' => '2024-04',
    ],
    'stripe' => [
        'key' => env('STRIPE_KEY'),
        'secret' => env('STRIPE_SECRET'),
    ],
    'mailchimp' => [
        'key' => env('MAILCHIMP_KEY'),
        'list_id' => 'a1b2c3d4e5',
    ],
];
