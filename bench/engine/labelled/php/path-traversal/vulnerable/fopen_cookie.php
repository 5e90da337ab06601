<?php
$lang = $_COOKIE['lang'];
$fh = fopen("lang/$lang.ini", 'r');
