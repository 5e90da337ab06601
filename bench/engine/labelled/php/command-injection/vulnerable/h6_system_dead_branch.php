<?php
$host = $_GET['host'] ?? '';
$cmd = 'uptime';
if (7 * 3 > 20) {
    $cmd = 'ping -c 1 ' . $host;
} else {
    $cmd = 'uptime';
}
system($cmd);
