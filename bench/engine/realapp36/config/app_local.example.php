<?php
return [
    'debug' => true,
    'Security' => [
        'salt' => env('SECURITY_SALT', '__SALT__'),
    ],
    'Datasources' => [
        'default' => [
            'host' => 'localhost',
            'username' => 'my_app',
            'password' => env('DB_PASSWORD'),
            'database' => 'touchline_dev',
        ],
    ],
    'EmailTransport' => [
        'default' => [
            'host' => 'localhost',
            'port' => 25,
            'username' => null,
            'password' => null,
        ],
    ],
    'Mailgun' => [
        'apiKey' => env('MAILGUN_API_KEY'),
    ],
];
