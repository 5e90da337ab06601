<?php
$lang = $_COOKIE['lang'] ?? 'en';
include __DIR__ . '/lang/' . $lang . '.php';
echo $messages['welcome'] ?? '';
