<?php
$baseDir = '/var/app/uploads/';

$requested = $_GET['file'] ?? '';
$requested = str_replace('../', '', $requested);
$path = $baseDir . $requested;

if (!is_file($path)) {
    http_response_code(404);
    exit('File not found');
}

header('Content-Type: application/octet-stream');
header('Content-Disposition: attachment; filename="' . basename($path) . '"');
header('Content-Length: ' . filesize($path));
readfile($path);
