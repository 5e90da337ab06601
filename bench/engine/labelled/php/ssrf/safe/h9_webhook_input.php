<?php
$data = json_decode(file_get_contents('php://input'), true);
$orderId = $data['order_id'];
$ack = file_get_contents('https://hooks.example.com/orders?id=' . urlencode($orderId));
echo json_encode(['ack' => $ack !== false]);
