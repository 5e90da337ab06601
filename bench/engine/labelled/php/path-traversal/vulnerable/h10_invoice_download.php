<?php
session_start();
if (!isset($_SESSION['customer_id'])) {
    header('Location: login.php');
    exit;
}

$dir = __DIR__ . '/invoices/';
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
