<?php
$name = $_GET['f'];
$path = '/var/www/files/' . $name;
header('Content-Type: application/octet-stream');
readfile($path);
