<?php
$lang = isset($_COOKIE['lang']) ? $_COOKIE['lang'] : 'en';
if (!in_array($lang, ['en', 'de', 'fr'], true)) {
    $lang = 'en';
}
include "lang/$lang.php";
echo $messages['welcome'];
