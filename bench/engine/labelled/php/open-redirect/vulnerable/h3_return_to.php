<?php
session_start();
$next = $_GET['return_to'] ?? '/home';
$_SESSION['ok'] = 1;
header("Location: " . $next, true, 302);
exit;
