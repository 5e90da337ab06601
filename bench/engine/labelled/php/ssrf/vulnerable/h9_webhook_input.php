<?php
$data = json_decode(file_get_contents('php://input'), true);
$callback = $data['callback_url'];
$ack = file_get_contents($callback . '?status=received');
echo json_encode(['ack' => $ack !== false]);
