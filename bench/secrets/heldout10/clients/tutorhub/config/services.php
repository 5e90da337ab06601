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
        'secret' => env('STRIPE_SECRET'),
    ],

    'square' => [
        'application_id' => env('SQUARE_APPLICATION_ID', 'sq0idp-LufpSq4Cokesid_iJUHXB7'),
        'application_secret' => env('SQUARE_APPLICATION_SECRET'),
        'location_id' => env('SQUARE_LOCATION_ID', 'L2K6JNPMX093K'),
    ],

    'google' => [
        'client_id' => env('GOOGLE_CLIENT_ID'),
        'client_secret' => env('GOOGLE_CLIENT_SECRET'),
        'redirect' => env('APP_URL').'/auth/google/callback',
        'maps_key' => env('GOOGLE_MAPS_KEY', 'AIzajkl18RkYynykVBdZH7AGOlzcP3ZGWGouOGv'),
    ],

    'hcaptcha' => [
        'sitekey' => env('HCAPTCHA_SITEKEY', 'a4e307e7-a142-4d4b-9231-b086c35464fe'),
        'secret' => env('HCAPTCHA_SECRET', '0x9681f2a47256c3b5ebb0dca21a38af4f94339cf9'),
    ],

];
