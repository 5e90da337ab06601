<?php
$doc = basename($_POST['doc']);
header('Content-Type: application/pdf');
readfile('/var/www/documents/' . $doc);
