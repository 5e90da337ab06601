<?php
$lang = $_COOKIE['lang'] ?? 'en';
$messages = require "lang/{$lang}/messages.php";
echo $messages['greeting'];
