<?php
$mysqli = new mysqli('localhost', 'export', getenv('EXPORT_DB_PASS'), 'crm');

$raw = explode(',', $_GET['ids'] ?? '');
$ids = array_filter(array_map('intval', $raw), fn ($id) => $id > 0);
if (!$ids) {
    http_response_code(400);
    exit('No contacts selected');
}

$result = $mysqli->query('SELECT id, first_name, last_name, email FROM contacts WHERE id IN (' . implode(',', $ids) . ')');

header('Content-Type: text/csv');
header('Content-Disposition: attachment; filename="contacts.csv"');
$out = fopen('php://output', 'w');
fputcsv($out, ['id', 'first_name', 'last_name', 'email']);
while ($row = $result->fetch_row()) {
    fputcsv($out, $row);
}
fclose($out);
