<?php
$doc = $_POST['doc'];
header('Content-Type: application/pdf');
readfile('/var/www/documents/' . $doc);
