<?php
// The included file builds $html from the request; this page prints it (DVWA's layout).
$html = '';
$level = isset($_COOKIE['level']) && $_COOKIE['level'] === 'high' ? 'high' : 'low';
require_once __DIR__ . '/source/' . $level . '.php';
echo "<pre>{$html}</pre>"; // expect: php-xss
