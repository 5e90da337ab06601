<?php
header('Content-Type: text/plain; charset=utf-8');
$msg = isset($_GET['err']) ? $_GET['err'] : 'All good';
print "Status: {$msg}\n";
