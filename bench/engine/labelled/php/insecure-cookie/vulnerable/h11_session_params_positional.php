<?php
$lifetime = 0;
$path = '/';
$domain = '';
$secure = false;
$httpOnly = false;

session_set_cookie_params($lifetime, $path, $domain, $secure, $httpOnly);
session_name('APPSESSID');
session_start();

if (!isset($_SESSION['created'])) {
    $_SESSION['created'] = time();
}

echo 'Session started at ' . date('H:i', $_SESSION['created']);
