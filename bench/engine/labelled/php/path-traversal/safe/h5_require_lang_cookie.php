<?php
$lang = $_COOKIE['lang'] ?? 'en';
if (!preg_match('/^[a-z]{2}$/', $lang)) {
    $lang = 'en';
}
$messages = require "lang/{$lang}/messages.php";
echo $messages['greeting'];
