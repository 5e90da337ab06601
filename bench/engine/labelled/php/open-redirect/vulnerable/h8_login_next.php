<?php
session_start();
$next = $_GET['next'] ?? '/dashboard.php';
if (!empty($_SESSION['user_id'])) {
    header('Location: ' . $next);
    exit;
}
include __DIR__ . '/login_form.php';
