<?php
$base = '/srv/app/templates';
$file = realpath($base . '/' . $_GET['tpl']);
$fh = fopen($file, 'r');
echo fread($fh, 8192);
fclose($fh);
