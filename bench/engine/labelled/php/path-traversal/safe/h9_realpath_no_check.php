<?php
$base = '/srv/app/templates';
$file = realpath($base . '/' . $_GET['tpl']);
if ($file === false || strpos($file, $base . '/') !== 0) {
    http_response_code(404);
    exit;
}
$fh = fopen($file, 'r');
echo fread($fh, 8192);
fclose($fh);
