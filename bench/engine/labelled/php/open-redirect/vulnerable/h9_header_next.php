<?php
session_start();
$next = $_GET['next'] ?? '/dashboard';
header('Location: ' . $next);
exit;
