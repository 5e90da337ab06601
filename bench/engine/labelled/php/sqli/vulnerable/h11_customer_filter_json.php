<?php
header('Content-Type: application/json');

$pdo = new PDO('mysql:host=localhost;dbname=crm;charset=utf8mb4', 'crm', getenv('CRM_DB_PASS'), [
    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
]);

$payload = json_decode(file_get_contents('php://input'), true) ?: [];
$allowedColumns = ['status', 'city', 'country'];

$clauses = [];
foreach (($payload['filters'] ?? []) as $column => $value) {
    if (in_array($column, $allowedColumns, true)) {
        $clauses[] = $column . " = '" . $value . "'";
    }
}

$where = $clauses ? ' WHERE ' . implode(' AND ', $clauses) : '';
$stmt = $pdo->query('SELECT id, name, city, status FROM customers' . $where . ' ORDER BY name LIMIT 200');

echo json_encode($stmt->fetchAll(PDO::FETCH_ASSOC));
