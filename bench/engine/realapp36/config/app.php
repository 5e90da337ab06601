<?php
use Cake\Cache\Engine\FileEngine;
use Cake\Database\Connection;
use Cake\Database\Driver\Mysql;
use Cake\Log\Engine\FileLog;

return [
    'debug' => filter_var(env('DEBUG', false), FILTER_VALIDATE_BOOLEAN),

    'App' => [
        'namespace' => 'App',
        'encoding' => env('APP_ENCODING', 'UTF-8'),
        'defaultLocale' => env('APP_DEFAULT_LOCALE', 'en_GB'),
        'defaultTimezone' => env('APP_DEFAULT_TIMEZONE', 'Europe/London'),
        'base' => false,
        'dir' => 'src',
        'webroot' => 'webroot',
        'wwwRoot' => WWW_ROOT,
        'fullBaseUrl' => false,
        'imageBaseUrl' => 'img/',
        'paths' => [
            'templates' => [ROOT . DS . 'templates' . DS],
        ],
    ],

    'Security' => [
        'salt' => 'f3c9a1d27be84e0c9d6a5b4e3f2a1c0d9e8b7a6f5e4d3c2b',
    ],

    'Uploads' => [
        'path' => ROOT . DS . 'storage' . DS . 'uploads' . DS,
        'maxSize' => 8 * 1024 * 1024,
    ],

    'Weather' => [
        'endpoint' => 'https://api.pitchweather.example/v2/forecast',
        'apiKey' => env('WEATHER_API_KEY'),
    ],

    'Cache' => [
        'default' => ['className' => FileEngine::class, 'path' => CACHE],
    ],

    'Datasources' => [
        'default' => [
            'className' => Connection::class,
            'driver' => Mysql::class,
            'persistent' => false,
            'host' => env('DB_HOST', 'localhost'),
            'username' => 'touchline',
            'password' => 'Wembley1966!league',
            'database' => 'touchline',
            'encoding' => 'utf8mb4',
            'timezone' => 'UTC',
        ],
        'reporting' => [
            'className' => Connection::class,
            'driver' => Mysql::class,
            'host' => env('REPORTING_DB_HOST', 'localhost'),
            'username' => env('REPORTING_DB_USER', 'reporting'),
            'password' => env('REPORTING_DB_PASSWORD'),
            'database' => 'touchline_reports',
        ],
    ],

    'Log' => [
        'error' => ['className' => FileLog::class, 'path' => LOGS, 'file' => 'error'],
    ],

    'Session' => [
        'defaults' => 'php',
    ],
];
