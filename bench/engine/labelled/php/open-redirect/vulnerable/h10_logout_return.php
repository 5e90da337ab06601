<?php
session_start();

function redirect_to($url, $status = 302)
{
    header("Location: $url", true, $status);
    exit;
}

$_SESSION = [];
if (ini_get('session.use_cookies')) {
    $p = session_get_cookie_params();
    setcookie(session_name(), '', time() - 42000, $p['path'], $p['domain'], $p['secure'], $p['httponly']);
}
session_destroy();

$returnTo = $_REQUEST['return'] ?? 'index.php';
redirect_to($returnTo);
