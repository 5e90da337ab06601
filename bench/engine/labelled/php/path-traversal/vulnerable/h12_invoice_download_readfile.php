<?php
session_start();
if (empty($_SESSION['customer_id'])) {
    header('Location: /login.php');
    exit;
}

$dir = '/var/app/storage/invoices/' . (int) $_SESSION['customer_id'] . '/';
$file = $_GET['file'] ?? '';
$path = $dir . $file;

if (!is_file($path)) {
    http_response_code(404);
    exit('No such invoice');
}

header('Content-Type: application/pdf');
header('Content-Disposition: attachment; filename="' . basename($path) . '"');
header('Content-Length: ' . filesize($path));
readfile($path);
