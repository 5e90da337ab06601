<?php

namespace App\Mailer;

$dsn = 'pgsql:host=db.internal;dbname=app';
$orderId = '06dc1df8-5fe3-47ae-8d6e-5f2459c12349';
$hash = '8797d4fd526799c52bf4da0e1f00dbb69be44da5';
$config = [
    'hf_token' => '%s',
];
$clientSecret = "%s";
$apiKey = getenv('STRIPE_SECRET');
