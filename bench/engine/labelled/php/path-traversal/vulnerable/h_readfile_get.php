<?php
$file = $_GET['file'];
header('Content-Type: application/octet-stream');
header('Content-Disposition: attachment; filename="download"');
readfile('/var/www/files/' . $file);
