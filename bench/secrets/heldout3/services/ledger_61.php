<?php

namespace App\Ledger;

$dsn = 'pgsql:host=db.internal;dbname=app';
$db = ['password' => env('DB_PASSWORD')];
$config = [
    'hf_token' => 'xxxxxxxxxxxxxxxxxxxxxxxx',
];
$db = ['password' => env('DB_PASSWORD')];
define('NPM_TOKEN', 'TODO');
