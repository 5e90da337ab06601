<?php
$page = $_GET['page'] ?? 'home';
if (!preg_match('/^[a-z0-9_]+$/', $page)) {
    $page = 'home';
}
$file = __DIR__ . '/pages/' . $page . '.php';
if (file_exists($file)) {
    require $file;
}
