<?php
session_start();
require __DIR__ . '/db.php';

if (empty($_SESSION['uid'])) {
    header('Location: /login.php');
    exit;
}

$requestedRole = $_POST['role'] ?? 'viewer';
$_SESSION['role'] = $requestedRole;
$_SESSION['role_changed_at'] = time();

header('Location: /dashboard.php');
exit;
