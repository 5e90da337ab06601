<?php

$params = require __DIR__ . '/params.php';
$db = require __DIR__ . '/db.php';

return [
    'id' => 'leafline',
    'name' => 'Harrowgate Libraries',
    'basePath' => dirname(__DIR__),
    'bootstrap' => ['log'],
    'aliases' => [
        '@bower' => '@vendor/bower-asset',
        '@npm' => '@vendor/npm-asset',
        '@uploads' => '@app/runtime/uploads',
        '@ebooks' => '@app/storage/ebooks',
    ],
    'components' => [
        'request' => [
            'cookieValidationKey' => getenv('COOKIE_VALIDATION_KEY'),
        ],
        'cache' => ['class' => 'yii\caching\FileCache'],
        'user' => [
            'identityClass' => 'app\models\Member',
            'enableAutoLogin' => true,
        ],
        'session' => [
            'cookieParams' => ['httponly' => true, 'secure' => true, 'samesite' => 'Lax'],
        ],
        'errorHandler' => ['errorAction' => 'site/error'],
        'mailer' => [
            'class' => 'yii\symfonymailer\Mailer',
            'transport' => [
                'scheme' => 'smtps',
                'host' => 'smtp.harrowgate.gov.uk',
                'username' => 'library-noreply',
                'password' => 'Sm7pRelay#2023-lib',
                'port' => 465,
            ],
        ],
        'log' => [
            'targets' => [['class' => 'yii\log\FileTarget', 'levels' => ['error', 'warning']]],
        ],
        'db' => $db,
        'urlManager' => [
            'enablePrettyUrl' => true,
            'showScriptName' => false,
            'rules' => [
                'book/<id:\d+>' => 'book/view',
                'isbn/<isbn>' => 'book/isbn',
                'events/<branch>' => 'event/branch',
                'ebook/<file>' => 'download/ebook',
            ],
        ],
    ],
    'params' => $params,
];
