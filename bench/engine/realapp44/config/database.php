<?php

return [
    'default' => env('DB_CONNECTION', 'mysql'),

    'connections' => [
        'mysql' => [
            'driver' => 'mysql',
            'host' => env('DB_HOST', '127.0.0.1'),
            'port' => env('DB_PORT', '3306'),
            'database' => env('DB_DATABASE', 'tidewater'),
            'username' => env('DB_USERNAME', 'tidewater'),
            'password' => env('DB_PASSWORD', ''),
        ],
        'reporting' => [
            'driver' => 'pgsql',
            'host' => 'reports.internal',
            'database' => 'tidewater_reports',
            'username' => 'reporter',
            'password' => 'Kelp-Forest-2291!',
        ],
    ],
];
