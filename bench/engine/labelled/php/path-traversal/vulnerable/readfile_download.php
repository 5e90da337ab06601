<?php
$name = $_GET['file'];
header('Content-Type: application/octet-stream');
readfile('/srv/downloads/' . $name);
