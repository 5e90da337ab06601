<?php
function back()
{
    $ref = $_SERVER['HTTP_REFERER'] ?? '/';
    $path = parse_url($ref, PHP_URL_PATH) ?: '/';
    if (!preg_match('#^/[A-Za-z0-9_/-]*$#', $path) || strpos($path, '//') !== false) {
        $path = '/';
    }
    header('Location: ' . $path);
    exit();
}
back();
