<?php
$base = '/srv/uploads';
$path = $base . '/' . ($_GET['f'] ?? '');
if (!str_starts_with($path, $base)) {
    http_response_code(403);
    exit;
}
readfile($path);
