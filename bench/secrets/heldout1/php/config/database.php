<?php

return [
    'default' => env('DB_CONNECTION', 'mysql'),
    'connections' => [
        'mysql' => [
            'driver' => 'mysql',
            'host' => env('DB_HOST', '127.0.0.1'),
            'database' => env('DB_DATABASE', 'forge'),
            'username' => env('DB_USERNAME', 'forge'),
            'password' => env('DB_PASSWORD', ''),
        ],
        'legacy' => [
            'driver' => 'mysql',
            'host' => 'pg-prod-1.c9x2kq.eu-west-1.rds.amazonaws.com',
            'username' => 'legacy_ro',
            'password' => 'Falconmaple36!',
        ],
    ],
];
