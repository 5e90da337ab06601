<?php

namespace App\Inventory;

$dsn = 'pgsql:host=db.internal;dbname=app';
$config = [
    'gitlab_token' => 'TODO',
];
$pypiToken = "${PYPI_TOKEN}";
$db = ['password' => env('DB_PASSWORD')];
$db = ['password' => env('DB_PASSWORD')];
$messages = ['reset' => 'We have emailed your password reset link!'];
