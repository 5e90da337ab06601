<?php

return [

    /*
    |--------------------------------------------------------------------------
    | Third Party Services
    |--------------------------------------------------------------------------
    */

    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => env('MAILGUN_SECRET'),
        'endpoint' => env('MAILGUN_ENDPOINT', 'api.mailgun.net'),
        'scheme' => 'https',
    ],

    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],

    'ses' => [
        'key' => env('AWS_ACCESS_KEY_ID'),
        'secret' => env('AWS_SECRET_ACCESS_KEY'),
        'region' => env('AWS_DEFAULT_REGION', 'eu-west-2'),
    ],

    'stripe' => [
        'key' => env('STRIPE_KEY'),
        'secret' => env('STRIPE_SECRET', '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'),
    ],

    'square' => [
        'application_id' => env('SQUARE_APPLICATION_ID', 'sq0idp-HYFLm4x6n1QQOsGLDcnUzx'),
        'application_secret' => env('SQUARE_APPLICATION_SECRET', 'sq0csp-VCVL71ic5_Kd3F_p3Vej7xGcHC2_0lQ-i0KJkklMKwA'),
        'location_id' => env('SQUARE_LOCATION_ID', 'LYK431A9AX5UU'),
    ],

    'google' => [
        'client_id' => env('GOOGLE_CLIENT_ID'),
        'client_secret' => env('GOOGLE_CLIENT_SECRET'),
        'redirect' => env('APP_URL').'/auth/google/callback',
        'maps_key' => env('GOOGLE_MAPS_KEY', ''),
    ],

    'hcaptcha' => [
        'sitekey' => env('HCAPTCHA_SITEKEY', '3138af79-2c5e-4ccf-bce0-a33842ca0fc6'),
        'secret' => env('HCAPTCHA_SECRET', '0xd1ed96b67982bbe58b6fc9c7883fb2add0eb05e8'),
    ],

];
