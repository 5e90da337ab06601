<?php
$page = $_GET['page'] ?? 'home';
$file = __DIR__ . '/pages/' . $page . '.php';
if (file_exists($file)) {
    require $file;
}
