<?php
session_start();
if (empty($_SESSION['customer_id'])) {
    header('Location: /login.php');
    exit;
}

$base = realpath('/var/app/storage/invoices/' . (int) $_SESSION['customer_id']);
$requested = basename($_GET['file'] ?? '');
$path = realpath($base . DIRECTORY_SEPARATOR . $requested);

if ($path === false || strpos($path, $base . DIRECTORY_SEPARATOR) !== 0 || !is_file($path)) {
    http_response_code(404);
    exit('No such invoice');
}

header('Content-Type: application/pdf');
header('Content-Disposition: attachment; filename="' . $requested . '"');
readfile($path);
