<?php
$report = $_GET['report'] ?? 'uptime';

switch ($report) {
    case 'disk':
        $cmd = 'df -h';
        break;
    case 'memory':
        $cmd = 'free -m';
        break;
    case 'load':
        $cmd = 'cat /proc/loadavg';
        break;
    default:
        $cmd = 'uptime';
}

header('Content-Type: text/plain');
passthru($cmd);
