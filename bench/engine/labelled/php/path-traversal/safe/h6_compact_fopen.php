<?php
$path = $_GET['p'] ?? 'index.txt';
$vars = compact('path');
$base = realpath('/srv/docs');
$full = realpath($base . '/' . $vars['path']);
if ($full === false || strpos($full, $base . DIRECTORY_SEPARATOR) !== 0) {
    http_response_code(404);
    exit;
}
$fh = fopen($full, 'r');
fpassthru($fh);
