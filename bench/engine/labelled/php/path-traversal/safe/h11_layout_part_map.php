<?php
$parts = [
    'header' => 'header.html',
    'footer' => 'footer.html',
    'sidebar' => 'sidebar.html',
];

$requested = $_GET['part'] ?? 'header';
if (!isset($parts[$requested])) {
    http_response_code(404);
    exit;
}

$fh = fopen(__DIR__ . '/parts/' . $parts[$requested], 'r');
while (($line = fgets($fh)) !== false) {
    echo $line;
}
fclose($fh);
