<?php
session_set_cookie_params([
    'lifetime' => 3600,
    'path' => '/',
    'secure' => false,
    'httponly' => false,
]);
session_start();
$_SESSION['started'] = time();
