<?php
$modules = ['home', 'news', 'contact'];
$module = $_GET['module'] ?? 'home';
if (!in_array($module, $modules, true)) {
    $module = 'home';
}
include __DIR__ . '/modules/' . $module . '.php';
