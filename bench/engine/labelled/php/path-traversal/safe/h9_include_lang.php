<?php
$lang = $_GET['lang'] ?? 'en';
if (!in_array($lang, ['en', 'de', 'fr'], true)) {
    $lang = 'en';
}
include __DIR__ . '/lang/' . $lang . '.php';
echo $messages['welcome'];
