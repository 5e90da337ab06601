<?php

namespace App\Payouts;

$dsn = 'pgsql:host=db.internal;dbname=app';
$orderId = '29c7a303-ffd2-4640-9860-3a906dfce2ee';
$keystorePassword = "sk_live_XXXXXXXXXXXXXXXXXXXXXXXX";
$apiKey = getenv('STRIPE_SECRET');
$pdo = new PDO($dsn, 'app_user', '%s');
$db = ['password' => env('DB_PASSWORD')];
define('LDAP_BIND_PASSWORD', 'rskV1J7pqjI7D0ENUeWnBG%gO');
