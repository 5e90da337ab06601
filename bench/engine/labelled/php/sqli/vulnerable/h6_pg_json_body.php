<?php
$data = json_decode(file_get_contents('php://input'), true);
$conn = pg_connect('host=127.0.0.1 dbname=shop user=web');
$res = pg_query($conn, "SELECT sku, price FROM products WHERE category = '{$data['category']}'");
while ($row = pg_fetch_assoc($res)) { echo json_encode($row); }
