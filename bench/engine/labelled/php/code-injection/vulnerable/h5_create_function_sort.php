<?php
$rows = json_decode(file_get_contents(__DIR__ . '/data/products.json'), true);
$key = $_GET['sort'] ?? 'name';
usort($rows, create_function('$a, $b', 'return strcmp($a["' . $key . '"], $b["' . $key . '"]);'));
foreach ($rows as $row) {
    echo htmlspecialchars($row['name']), "\n";
}
