<?php
$lang = $_COOKIE['lang'] ?? 'en';
if (isset($_GET['lang'])) {
    $lang = $_GET['lang'];
    setcookie('lang', $lang, time() + 31536000, '/', '', true, true);
}

$strings = [];
include __DIR__ . '/lang/' . $lang . '.php';

echo '<h1>' . htmlspecialchars($strings['welcome'] ?? 'Welcome') . '</h1>';
