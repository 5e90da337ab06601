<?php

$allowedPages = ['include.php', 'file1.php', 'file2.php', 'file3.php'];

if (!in_array($file, $allowedPages, true)) {
    $html .= '<pre>ERROR: File not found!</pre>';
} else {
    ob_start();
    include __DIR__ . '/../pages/' . $file;
    $html .= ob_get_clean();
}
