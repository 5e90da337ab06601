<?php
$segments = explode('?', $_SERVER['REQUEST_URI']);
$file = reset($segments);
readfile('/var/www/static' . urldecode($file));
