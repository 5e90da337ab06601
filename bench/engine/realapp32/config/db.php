<?php

// Main catalogue database. The reporting replica is configured from the environment on the
// reporting host only.
return [
    'class' => 'yii\db\Connection',
    'dsn' => 'mysql:host=db.leafline.internal;dbname=leafline',
    'username' => 'leafline_app',
    'password' => 'Sh3lfMark!91kq-lib',
    'charset' => 'utf8mb4',
    'enableSchemaCache' => true,
    'schemaCacheDuration' => 3600,
];
