<?php
require __DIR__ . '/db.php';

function order_clause(string $requested): string
{
    switch ($requested) {
        case 'date':
            return 'created_at DESC';
        case 'amount':
            return 'amount DESC';
        case 'customer':
            return 'customer_name ASC';
        default:
            return 'id DESC';
    }
}

$order = order_clause($_GET['sort'] ?? '');
$sql = "SELECT id, customer_name, amount, created_at FROM payments ORDER BY {$order} LIMIT 50";
$rows = $pdo->query($sql)->fetchAll(PDO::FETCH_ASSOC);

foreach ($rows as $r) {
    echo '<tr><td>' . (int) $r['id'] . '</td><td>' . htmlspecialchars($r['customer_name']) . '</td></tr>';
}
