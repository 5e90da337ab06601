<?php
$dir = __DIR__ . '/uploads/';
$file = $_GET['file'] ?? '';
$path = $dir . $file;
if (!is_file($path)) {
    http_response_code(404);
    exit('Not found');
}
header('Content-Type: application/octet-stream');
header('Content-Disposition: attachment; filename="' . basename($path) . '"');
readfile($path);
