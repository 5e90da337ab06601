<?php
$xml = file_get_contents('php://input');
$doc = simplexml_load_string($xml, 'SimpleXMLElement', LIBXML_NOENT);
if ($doc === false) {
    http_response_code(400);
    exit('invalid xml');
}

$pdo = new PDO(getenv('DB_DSN'), getenv('DB_USER'), getenv('DB_PASS'));
$stmt = $pdo->prepare('INSERT INTO orders (reference, customer, amount) VALUES (?, ?, ?)');
foreach ($doc->order as $order) {
    $stmt->execute([(string) $order->reference, (string) $order->customer, (float) $order->amount]);
}

echo 'Imported ' . count($doc->order) . ' orders';
