<?php
$path = $_GET['p'] ?? 'index.txt';
$vars = compact('path');
$fh = fopen('/srv/docs/' . $vars['path'], 'r');
fpassthru($fh);
