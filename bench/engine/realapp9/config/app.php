<?php

return [
    'name' => env('APP_NAME', 'Caremint'),
    'env' => env('APP_ENV', 'production'),
    'debug' => (bool) env('APP_DEBUG', false),
    'url' => env('APP_URL', 'http://localhost'),
    'timezone' => 'Europe/Berlin',
    'locale' => 'en',
    'key' => env('APP_KEY', 'base64:q8Vd3Rk2mXw7LzT1pY9nHc4sBf6jUa0eGi5oKr2WvNM='),
    'cipher' => 'AES-256-CBC',
    'report_tool' => env('REPORT_TOOL', '/usr/local/bin/wkhtmltopdf'),
    'partner_preview_host' => 'partners.caremint.example',
];
