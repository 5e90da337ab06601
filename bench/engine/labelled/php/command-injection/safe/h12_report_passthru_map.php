<?php
$reports = [
    'disk' => 'df -h',
    'memory' => 'free -m',
    'uptime' => 'uptime',
    'nginx' => 'systemctl status nginx --no-pager',
];

$key = $_GET['report'] ?? 'uptime';
if (!array_key_exists($key, $reports)) {
    http_response_code(404);
    exit('Unknown report');
}

header('Content-Type: text/plain');
passthru($reports[$key]);
