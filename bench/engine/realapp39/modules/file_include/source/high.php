<?php

$file = basename($file);

if (preg_match('/^(include|file[1-3])\.php$/', $file) === 1) {
    ob_start();
    include __DIR__ . '/../pages/' . $file;
    $html .= ob_get_clean();
} else {
    $html .= '<pre>ERROR: File not found!</pre>';
}
