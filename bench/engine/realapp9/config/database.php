<?php

return [
    'default' => env('DB_CONNECTION', 'mysql'),

    'connections' => [
        'mysql' => [
            'driver' => 'mysql',
            'host' => env('DB_HOST', '127.0.0.1'),
            'port' => env('DB_PORT', '3306'),
            'database' => env('DB_DATABASE', 'caremint'),
            'username' => env('DB_USERNAME', 'caremint'),
            'password' => env('DB_PASSWORD', ''),
            'charset' => 'utf8mb4',
            'collation' => 'utf8mb4_unicode_ci',
        ],

        'legacy' => [
            'driver' => 'mysql',
            'host' => '10.0.4.12',
            'database' => 'clinic_old',
            'username' => 'clinic_rw',
            'password' => 'Wint3rGarden!2019',
        ],
    ],
];
