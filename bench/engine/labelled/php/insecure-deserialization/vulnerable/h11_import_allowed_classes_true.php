<?php
require __DIR__ . '/vendor/autoload.php';

$body = file_get_contents('php://input');
$snapshot = unserialize($body, ['allowed_classes' => true]);

if (!is_array($snapshot) || !isset($snapshot['items'])) {
    http_response_code(400);
    exit('bad snapshot');
}

$count = 0;
foreach ($snapshot['items'] as $item) {
    $count++;
}

header('Content-Type: application/json');
echo json_encode(['imported' => $count]);
