<?php
$lang = $_COOKIE['lang'] ?? 'en';
$check = $_GET['check'] ?? 'true';
assert(is_string($check));
$plugins = ['charts' => __DIR__ . '/plugins/charts.php', 'maps' => __DIR__ . '/plugins/maps.php'];
if (isset($plugins[$_GET['plugin'] ?? ''])) {
    include $plugins[$_GET['plugin']];
}
