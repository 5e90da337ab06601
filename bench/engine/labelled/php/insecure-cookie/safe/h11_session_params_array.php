<?php
session_set_cookie_params([
    'lifetime' => 0,
    'path' => '/',
    'domain' => '',
    'secure' => true,
    'httponly' => true,
    'samesite' => 'Lax',
]);
session_name('APPSESSID');
session_start();

if (!isset($_SESSION['created'])) {
    $_SESSION['created'] = time();
}

echo 'Session started at ' . date('H:i', $_SESSION['created']);
