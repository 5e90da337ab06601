<?php
$lang = $_COOKIE['lang'];
if (preg_match('/^[a-z]{2}$/', $lang)) {
    $fh = fopen("lang/$lang.ini", 'r');
}
