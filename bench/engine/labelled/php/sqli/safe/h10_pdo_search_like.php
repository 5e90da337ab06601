<?php
session_start();
$pdo = new PDO('mysql:host=localhost;dbname=shop;charset=utf8mb4', 'shop', getenv('DB_PASSWORD'), [
    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
]);

$term = trim($_POST['q'] ?? '');
$rows = [];
if ($term !== '') {
    $stmt = $pdo->prepare("SELECT sku, name FROM items WHERE name LIKE :term ORDER BY name LIMIT 50");
    $stmt->execute([':term' => '%' . $term . '%']);
    $rows = $stmt->fetchAll(PDO::FETCH_ASSOC);
}

header('Content-Type: application/json');
echo json_encode(['results' => $rows]);
