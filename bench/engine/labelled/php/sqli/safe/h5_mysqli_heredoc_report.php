<?php
$link = mysqli_connect('127.0.0.1', 'report', getenv('DB_PASS'), 'shop');
$from = mysqli_real_escape_string($link, $_GET['from'] ?? date('Y-m-01'));
$to = mysqli_real_escape_string($link, $_GET['to'] ?? date('Y-m-d'));

$sql = <<<SQL
SELECT DATE(created_at) AS day, SUM(total) AS revenue
FROM orders
WHERE created_at BETWEEN '{$from}' AND '{$to}'
GROUP BY day
SQL;

$result = mysqli_query($link, $sql);
while ($row = mysqli_fetch_assoc($result)) {
    echo $row['day'], ';', $row['revenue'], "\n";
}
