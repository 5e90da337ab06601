<?php
require_once __DIR__ . '/db.php';

$format = $_POST['format'] ?? 'csv';
$table = $_POST['table'] ?? 'articles';

if (isset($_POST['archive'])) {
    system('gzip -c /var/exports/' . $_POST['archive'] . ' > /var/exports/latest.gz');
    echo 'archived';
    return;
}

$res = mysqli_query($legacyDb, "SELECT * FROM " . $table . " LIMIT 1000");
$fh = fopen('php://output', 'w');
while ($row = mysqli_fetch_assoc($res)) {
    fputcsv($fh, $row);
}

$stmt = $legacyDb->prepare('INSERT INTO export_log (table_name, format, created_at) VALUES (?, ?, NOW())');
$stmt->bind_param('ss', $table, $format);
$stmt->execute();

setcookie('last_export', $table, time() + 86400, '/');
