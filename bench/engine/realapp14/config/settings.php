<?php

declare(strict_types=1);

return [
    'debug' => (bool) getenv('APP_DEBUG'),
    'db' => [
        'driver' => 'pdo_pgsql',
        'host' => getenv('DB_HOST') ?: '127.0.0.1',
        'dbname' => getenv('DB_NAME') ?: 'rentwise',
        'user' => getenv('DB_USER') ?: 'rentwise',
        'password' => getenv('DB_PASSWORD'),
    ],
    'pdo_dsn' => getenv('PAYMENTS_DSN') ?: 'sqlite:' . __DIR__ . '/../var/payments.sqlite',
    'storage_dir' => __DIR__ . '/../var/documents',
    'photo_dir' => __DIR__ . '/../public/photos',
    'import_dir' => __DIR__ . '/../var/import',
    'geocoder_url' => 'https://geo.rentwise.example/v1/search',
    'mailer' => [
        'host' => 'smtp.rentwise.example',
        'username' => 'lettings@rentwise.example',
        'password' => 'Qv7!rT2mZp#9wLx4',
    ],
    'session_secret' => getenv('SESSION_SECRET'),
];
