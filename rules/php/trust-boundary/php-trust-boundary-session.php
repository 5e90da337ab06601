<?php
session_start();
// ruleid: php-trust-boundary-session
$_SESSION['role'] = $_POST['role'];
$user = $_SERVER['HTTP_X_REMOTE_USER'] ?? 'guest';
// ruleid: php-trust-boundary-session
$_SESSION['user'] = $user;
$key = $_GET['pref'];
// ruleid: php-trust-boundary-session
$_SESSION[$key] = 1;
// ok: php-trust-boundary-session
$_SESSION['visits'] = (int)($_COOKIE['visits'] ?? 0) + 1;
// ok: php-trust-boundary-session
$_SESSION['user'] = 'guest';
$mode = $_POST['mode'] ?? '';
if (in_array($mode, ['list', 'grid'], true)) {
    // ok: php-trust-boundary-session
    $_SESSION['mode'] = $mode;
}
$modes = ['l' => 'list', 'g' => 'grid'];
// ok: php-trust-boundary-session
$_SESSION['mode'] = $modes[$_GET['m'] ?? 'l'] ?? 'list';
