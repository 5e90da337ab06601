<?php
$lang = isset($_COOKIE['lang']) ? $_COOKIE['lang'] : 'en';
include("lang/" . $lang . ".php");
echo $messages['welcome'];
