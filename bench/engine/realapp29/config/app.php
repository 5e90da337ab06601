<?php

declare(strict_types=1);

return [
    'name' => 'Tuneroom',
    'timezone' => 'Europe/London',
    'upload_dir' => BASE_PATH . '/storage/uploads',
    'scores_dir' => BASE_PATH . '/storage/scores',
    'office_email' => 'office@tuneroom.test',

    'db' => [
        'dsn' => getenv('DB_DSN') ?: 'mysql:host=127.0.0.1;dbname=tuneroom;charset=utf8mb4',
        'user' => getenv('DB_USER') ?: 'tuneroom',
        'password' => getenv('DB_PASSWORD') ?: '',
    ],

    'mail' => [
        'host' => 'smtp.tuneroom.test',
        'user' => 'office@tuneroom.test',
        'password' => 'Tr0mb0ne!Sl1de#2024',
    ],

    'payments' => [
        'base_url' => 'https://payments.tuneroom.test/v1',
        'secret_key' => 'pk_sec_9f3a7c1e5b2d8046a1c7e93b5d2f6a48',
        'webhook_secret' => getenv('PAYMENTS_WEBHOOK_SECRET') ?: '',
    ],

    'calendar_hosts' => ['calendar.tuneroom.test', 'ical.tuneroom.test'],
];
