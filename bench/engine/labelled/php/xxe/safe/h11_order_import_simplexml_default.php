<?php
header('Content-Type: application/json');

$body = file_get_contents('php://input');
$doc = simplexml_load_string($body);

if ($doc === false) {
    http_response_code(400);
    echo json_encode(['error' => 'malformed xml']);
    exit;
}

$orders = [];
foreach ($doc->order as $order) {
    $orders[] = [
        'ref' => (string) $order['ref'],
        'total' => (float) $order->total,
    ];
}
echo json_encode(['received' => count($orders)]);
