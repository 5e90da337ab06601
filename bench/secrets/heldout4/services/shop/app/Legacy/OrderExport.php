<?php
// Old export job, runs from cron on shop-legacy-1.
$mysqli = new mysqli('10.0.3.12', 'export', 'Tundra#984Juniper', 'shop_legacy');
if ($mysqli->connect_errno) {
    fwrite(STDERR, "connect failed: " . $mysqli->connect_error . "\n");
    exit(1);
}
$stmt = $mysqli->prepare('SELECT id, total FROM orders WHERE created_at >= ?');
$since = date('Y-m-d', strtotime('-1 day'));
$stmt->bind_param('s', $since);
$stmt->execute();
foreach ($stmt->get_result() as $row) {
    echo $row['id'], ',', $row['total'], "\n";
}
