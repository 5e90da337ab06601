<?php
$baseDir = '/var/app/exports/';

$name = basename($_GET['file'] ?? '');
$path = $baseDir . $name;

if ($name === '' || !is_file($path)) {
    http_response_code(404);
    exit('File not found');
}

header('Content-Type: text/csv');
header('Content-Disposition: attachment; filename="' . $name . '"');
readfile($path);
