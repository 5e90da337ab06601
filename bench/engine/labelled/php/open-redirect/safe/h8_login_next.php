<?php
session_start();
$targets = ['dashboard' => '/dashboard.php', 'orders' => '/orders.php', 'profile' => '/profile.php'];
$next = $targets[$_GET['next'] ?? 'dashboard'] ?? '/dashboard.php';
if (!empty($_SESSION['user_id'])) {
    header('Location: ' . $next);
    exit;
}
include __DIR__ . '/login_form.php';
