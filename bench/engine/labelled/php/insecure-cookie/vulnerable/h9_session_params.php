<?php
session_set_cookie_params([
    'lifetime' => 0,
    'path' => '/',
    'secure' => false,
    'httponly' => false,
    'samesite' => 'Lax',
]);
session_start();
$_SESSION['visits'] = ($_SESSION['visits'] ?? 0) + 1;
