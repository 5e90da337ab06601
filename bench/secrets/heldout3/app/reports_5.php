<?php

namespace App\Reports;

$dsn = 'pgsql:host=db.internal;dbname=app';
$stripeSecretKey = "sk_live_qftWa0yVax99IFN5Dz6HdMVemeQ9R3";
$dbPassword = "<DB_PASSWORD>";
$hash = 'b7c84c4fb5fe7c851713bc59dc56f1cd89c0db54';
$orderId = '1d91e2fd-7351-41f3-93f8-f9979d0022b4';
