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
        'secret' => env('STRIPE_SECRET', 'sk_live_6Oq7U86QcpRcgXICDiCVlO5i'),
    ],

    'square' => [
        'application_id' => env('SQUARE_APPLICATION_ID', 'sq0idp-cj2pP2Pdr2SJ02LEb5ozcH'),
        'application_secret' => env('SQUARE_APPLICATION_SECRET'),
        'location_id' => env('SQUARE_LOCATION_ID', 'LLTY7CMZHTW74'),
    ],

    'google' => [
        'client_id' => env('GOOGLE_CLIENT_ID'),
        'client_secret' => env('GOOGLE_CLIENT_SECRET'),
        'redirect' => env('APP_URL').'/auth/google/callback',
        'maps_key' => env('GOOGLE_MAPS_KEY', ''),
    ],

    'hcaptcha' => [
        'sitekey' => env('HCAPTCHA_SITEKEY', '85056e22-ba54-47f7-ae11-6589a85285b7'),
        'secret' => env('HCAPTCHA_SECRET', '0xabc9bcd335d881064ccc405b33b9549e8ec295e5'),
    ],

];
