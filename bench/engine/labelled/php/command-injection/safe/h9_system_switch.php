<?php
$target = $_REQUEST['target'];
$mode = 1;
switch ($mode) {
    case 1:
        $arg = 'localhost';
        break;
    case 3:
        $arg = $target;
        break;
    default:
        $arg = '127.0.0.1';
}
system('nslookup ' . $arg);
