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
        'application_id' => env('SQUARE_APPLICATION_ID', 'sq0idp-OGxA5qds9mU4OXO2b-fpLZ'),
        'application_secret' => env('SQUARE_APPLICATION_SECRET'),
        'location_id' => env('SQUARE_LOCATION_ID', 'L6I2DFV9NZU7J'),
    ],

    'google' => [
        'client_id' => env('GOOGLE_CLIENT_ID'),
        'client_secret' => env('GOOGLE_CLIENT_SECRET'),
        'redirect' => env('APP_URL').'/auth/google/callback',
        'maps_key' => env('GOOGLE_MAPS_KEY', 'AIzaX1RZcbFoOsNeAsyljtnI6j1YQcnQIe2H-8l'),
    ],

    'hcaptcha' => [
        'sitekey' => env('HCAPTCHA_SITEKEY', 'b2290766-c60c-4ccb-a619-4e86b401b18a'),
        'secret' => env('HCAPTCHA_SECRET'),
    ],

];
