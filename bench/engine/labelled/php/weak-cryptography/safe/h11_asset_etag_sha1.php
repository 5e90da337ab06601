<?php
$assets = ['app.css', 'app.js', 'logo.svg'];
$name = $_GET['asset'] ?? '';

if (!in_array($name, $assets, true)) {
    http_response_code(404);
    exit;
}

$path = __DIR__ . '/assets/' . $name;
$etag = '"' . sha1_file($path) . '"';

if (($_SERVER['HTTP_IF_NONE_MATCH'] ?? '') === $etag) {
    http_response_code(304);
    exit;
}

header('ETag: ' . $etag);
header('Cache-Control: public, max-age=3600');
readfile($path);
