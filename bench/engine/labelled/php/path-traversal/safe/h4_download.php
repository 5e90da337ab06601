<?php
$dir = realpath(__DIR__ . '/uploads');
$file = $_GET['file'] ?? '';
$path = realpath($dir . '/' . $file);
if ($path === false || strpos($path, $dir . DIRECTORY_SEPARATOR) !== 0 || !is_file($path)) {
    http_response_code(404);
    exit('Not found');
}
header('Content-Type: application/octet-stream');
header('Content-Disposition: attachment; filename="' . basename($path) . '"');
readfile($path);
