<?php
$segments = explode('?', $_SERVER['REQUEST_URI']);
$file = reset($segments);
$name = preg_replace('/[^a-z0-9_.-]/i', '', basename(urldecode($file)));
readfile('/var/www/static/' . $name);
