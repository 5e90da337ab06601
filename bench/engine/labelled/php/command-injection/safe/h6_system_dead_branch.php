<?php
$host = $_GET['host'] ?? '';
$cmd = 'uptime';
if (7 * 3 > 20) {
    $cmd = 'uptime';
} else {
    $cmd = 'ping -c 1 ' . $host;
}
system($cmd);
