<?php
require __DIR__ . '/../config/db.php';

$db = new mysqli($config['host'], $config['user'], $config['pass'], $config['name']);
if ($db->connect_errno) {
    http_response_code(500);
    exit('Database unavailable');
}

$from = date('Y-m-d', strtotime($_GET['from'] ?? '-30 days'));
$to = date('Y-m-d', strtotime($_GET['to'] ?? 'today'));
$sortBy = $_GET['sort'] ?? 'created_at';
$direction = strtoupper($_GET['dir'] ?? 'DESC') === 'ASC' ? 'ASC' : 'DESC';

$sql = "SELECT o.id, c.name AS customer, o.total, o.created_at
        FROM orders o JOIN customers c ON c.id = o.customer_id
        WHERE o.created_at BETWEEN '$from' AND '$to'
        ORDER BY $sortBy $direction";

$result = $db->query($sql);
$rows = [];
while ($row = $result->fetch_assoc()) {
    $rows[] = $row;
}
?>
<table class="report">
  <tr><th>#</th><th>Customer</th><th>Total</th><th>Date</th></tr>
  <?php foreach ($rows as $r): ?>
  <tr>
    <td><?= (int) $r['id'] ?></td>
    <td><?= htmlspecialchars($r['customer']) ?></td>
    <td><?= number_format((float) $r['total'], 2) ?></td>
    <td><?= htmlspecialchars($r['created_at']) ?></td>
  </tr>
  <?php endforeach; ?>
</table>
