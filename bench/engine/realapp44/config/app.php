<?php

return [
    'name' => env('APP_NAME', 'Tidewater Rentals'),
    'env' => env('APP_ENV', 'production'),
    'debug' => (bool) env('APP_DEBUG', false),
    'url' => env('APP_URL', 'http://localhost'),
    'timezone' => 'Europe/London',
    'locale' => 'en',
    'key' => env('APP_KEY'),
    'previous_keys' => ['base64:Zk3pQ8vR1sT6wY2uX9bN4mH7jL0cD5eF8gA1iK3oP6s='],
    'cipher' => 'AES-256-CBC',
    'footer_html' => '&copy; Tidewater Rentals Ltd &middot; <a href="/terms">Terms</a>',
];
