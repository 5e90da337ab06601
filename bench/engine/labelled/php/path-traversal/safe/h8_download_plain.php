<?php
$file = $_GET['file'] ?? '';
$path = '/var/www/storage/invoices/' . basename($file);
if (!is_file($path)) {
    http_response_code(404);
    exit;
}
header('Content-Type: application/pdf');
echo file_get_contents($path);
