<?php
session_start();
$next = $_GET['return_to'] ?? '/home';
if (!preg_match('#^/[a-z0-9/_-]*$#i', $next)) {
    $next = '/home';
}
header("Location: " . $next, true, 302);
exit;
