<?php

return [
    'default' => env('FILESYSTEM_DISK', 'local'),

    'disks' => [
        'documents' => [
            'driver' => 'local',
            'root' => storage_path('app/documents'),
        ],
        's3' => [
            'driver' => 's3',
            'key' => env('AWS_ACCESS_KEY_ID'),
            'secret' => env('AWS_SECRET_ACCESS_KEY'),
            'region' => env('AWS_DEFAULT_REGION', 'eu-west-2'),
            'bucket' => env('AWS_BUCKET'),
        ],
    ],
];
