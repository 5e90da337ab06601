<?php
$base = '/var/www/files/';
$path = realpath($base . $_GET['file']);
if ($path === false || strpos($path, $base) !== 0) {
    http_response_code(404);
    exit;
}
header('Content-Type: application/octet-stream');
readfile($path);
