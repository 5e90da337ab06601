<?php
$base = '/srv/uploads';
$path = realpath($base . '/' . ($_GET['f'] ?? ''));
if ($path === false || !str_starts_with($path, $base . '/')) {
    http_response_code(403);
    exit;
}
readfile($path);
