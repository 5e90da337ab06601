<?php

// The seed-swap basket from the 2019 spring fair page.

$basket = [];
if (isset($_COOKIE['seed_basket'])) {
    $basket = unserialize($_COOKIE['seed_basket']);
}

if (isset($_COOKIE['seed_recent'])) {
    $recent = json_decode($_COOKIE['seed_recent'], true) ?: [];
}

if (isset($_POST['add'])) {
    $basket[] = (string) $_POST['add'];
    setcookie('seed_basket', serialize($basket), time() + 86400, '/');
    setcookie('seed_seen', '1', ['expires' => time() + 86400, 'path' => '/', 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
}

header('Content-Type: text/plain');
echo count($basket) . " packets in your basket\n";
