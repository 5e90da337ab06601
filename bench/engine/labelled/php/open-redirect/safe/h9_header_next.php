<?php
session_start();
$next = $_GET['next'] ?? '/dashboard';
$allowed = ['/dashboard', '/profile', '/orders'];
if (!in_array($next, $allowed, true)) {
    $next = '/dashboard';
}
header('Location: ' . $next);
exit;
