<?php
function cache_key($path, $mtime)
{
    return hash('sha1', $path . ':' . $mtime);
}

$path = '/var/app/reports/monthly.csv';
$key = cache_key($path, filemtime($path));
header('ETag: "' . $key . '"');
readfile($path);
