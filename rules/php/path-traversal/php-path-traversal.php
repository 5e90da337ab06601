<?php
$file = $_GET['file'];
// ruleid: php-path-traversal
readfile('/var/www/downloads/' . $file);
// ok: php-path-traversal
readfile('/var/www/downloads/' . basename($file));
// ruleid: php-path-traversal
$data = file_get_contents("uploads/{$_POST['name']}");
// ruleid: php-path-traversal
unlink($_COOKIE['tmp']);
// ok: php-path-traversal
unlink('/tmp/cache.dat');
// ruleid: php-path-traversal
move_uploaded_file($_FILES['f']['tmp_name'], 'uploads/' . $_FILES['f']['name']);
// ok: php-path-traversal
move_uploaded_file($_FILES['f']['tmp_name'], 'uploads/' . basename($_FILES['f']['name']));
if (preg_match('/^[a-z0-9_-]+$/', $_GET['doc'])) {
    // ok: php-path-traversal
    $fh = fopen('docs/' . $_GET['doc'] . '.txt', 'r');
}
// ok: php-path-traversal
$fh = fopen($_FILES['f']['tmp_name'], 'rb');
$names = array_map('basename', $_POST['files']);
// ok: php-path-traversal
readfile('/srv/files/' . $names[0]);
function download_confined() {
    $base = '/srv/files/';
    $path = realpath($base . $_GET['file']);
    if ($path === false || strpos($path, $base) !== 0) {
        exit;
    }
    // ok: php-path-traversal
    readfile($path);
}
function download_loose() {
    $base = '/srv/files/';
    $path = realpath($base . $_GET['file']);
    if (strpos($path, $base) != 0) {
        exit;
    }
    // ruleid: php-path-traversal
    readfile($path);
}
function download_starts_with() {
    $path = realpath('/srv/files/' . $_GET['file']);
    if ($path !== false && str_starts_with($path, '/srv/files/')) {
        // ok: php-path-traversal
        readfile($path);
    }
}
