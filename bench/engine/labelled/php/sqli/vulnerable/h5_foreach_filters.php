<?php
$db = new mysqli('127.0.0.1', 'app', getenv('DB_PASS'), 'crm');

$where = [];
foreach ($_POST['filters'] ?? [] as $column => $value) {
    $where[] = "`$column` = '" . $db->real_escape_string($value) . "'";
}
$sql = 'SELECT * FROM contacts' . ($where ? ' WHERE ' . implode(' AND ', $where) : '');

$rows = $db->query($sql)->fetch_all(MYSQLI_ASSOC);
echo json_encode($rows);
