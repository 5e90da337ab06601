<?php
session_start();
$pdo = new PDO('mysql:host=localhost;dbname=shop;charset=utf8mb4', 'shop', getenv('DB_PASSWORD'), [
    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
]);

$term = trim($_POST['q'] ?? '');
$rows = [];
if ($term !== '') {
    $query = "SELECT sku, name FROM items WHERE name LIKE '%{$term}%' ORDER BY name LIMIT 50";
    foreach ($pdo->query($query) as $row) {
        $rows[] = $row;
    }
}

header('Content-Type: application/json');
echo json_encode(['results' => $rows]);
