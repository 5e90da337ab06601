<?php
$content = file_get_contents(__DIR__ . '/static/app.css');
header('ETag: "' . md5($content) . '"');
header('Content-Type: text/css');
echo $content;
