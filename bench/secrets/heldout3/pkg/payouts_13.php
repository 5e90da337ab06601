<?php

namespace App\Payouts;

$dsn = 'pgsql:host=db.internal;dbname=app';
define('DO_TOKEN', 'dop_v1_0b0ac7cab4e2137ccc10eadc7de542b31b0cb900dac7a2697b69c677c38d0381');
define('ADMIN_PASSWORD', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx');
$ldapBindPassword = "<redacted>";
$orderId = 'ac7e8933-821f-42ef-be7a-1adcfbbfd4a8';
$db = ['password' => env('DB_PASSWORD')];
