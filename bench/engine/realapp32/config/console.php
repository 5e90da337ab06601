<?php

$params = require __DIR__ . '/params.php';
$db = require __DIR__ . '/db.php';

return [
    'id' => 'leafline-console',
    'basePath' => dirname(__DIR__),
    'controllerNamespace' => 'app\commands',
    'aliases' => [
        '@uploads' => '@app/runtime/uploads',
        '@ebooks' => '@app/storage/ebooks',
    ],
    'components' => [
        'db' => $db,
        'cache' => ['class' => 'yii\caching\FileCache'],
    ],
    'params' => $params,
];
