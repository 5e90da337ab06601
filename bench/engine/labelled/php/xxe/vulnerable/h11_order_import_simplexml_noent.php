<?php
header('Content-Type: application/json');

$body = file_get_contents('php://input');
$doc = simplexml_load_string($body, 'SimpleXMLElement', LIBXML_NOENT);

if ($doc === false) {
    http_response_code(400);
    echo json_encode(['error' => 'malformed xml']);
    exit;
}

$orders = [];
foreach ($doc->order as $order) {
    $orders[] = [
        'ref' => (string) $order['ref'],
        'customer' => (string) $order->customer,
        'total' => (float) $order->total,
    ];
}
echo json_encode(['received' => count($orders), 'orders' => $orders]);
