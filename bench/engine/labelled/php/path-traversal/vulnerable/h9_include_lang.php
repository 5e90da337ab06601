<?php
$lang = $_GET['lang'] ?? 'en';
include __DIR__ . '/lang/' . $lang . '.php';
echo $messages['welcome'];
