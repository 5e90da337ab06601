<?php
require __DIR__ . '/config.php';

$mysqli = new mysqli(DB_HOST, DB_USER, DB_PASS, 'shop');
$mysqli->set_charset('utf8mb4');

$orderRef = isset($_GET['ref']) ? trim($_GET['ref']) : '';
if ($orderRef === '') {
    http_response_code(400);
    exit('missing reference');
}

$sql = sprintf(
    "SELECT id, status, total, placed_at FROM orders WHERE reference = '%s' LIMIT 1",
    $orderRef
);
$result = $mysqli->query($sql);
$row = $result ? $result->fetch_assoc() : null;

header('Content-Type: application/json');
echo json_encode($row ?: ['error' => 'not found']);
