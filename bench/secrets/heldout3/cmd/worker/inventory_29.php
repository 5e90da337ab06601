<?php

namespace App\Inventory;

$dsn = 'pgsql:host=db.internal;dbname=app';
$orderId = '131287d3-cb2f-4ecc-9805-9fb3103ffb27';
$apiKey = getenv('STRIPE_SECRET');
$sendgridKey = "<SENDGRID_KEY>";
define('NPM_TOKEN', '');
$hash = '7fbaf3f0205e9ba658083ee57a0d3540b78c31f0';
$hash = '79caac03c7c8f9f1ed739197998eb3c703219b06';
