<?php
$destinations = [
    'home' => '/',
    'account' => '/account/overview.php',
    'orders' => '/account/orders.php',
    'help' => 'https://help.example.com/',
];

$key = $_GET['to'] ?? 'home';
$location = $destinations[$key] ?? $destinations['home'];

header('Location: ' . $location);
exit;
