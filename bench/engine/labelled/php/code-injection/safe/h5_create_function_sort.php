<?php
$rows = json_decode(file_get_contents(__DIR__ . '/data/products.json'), true);
$key = $_GET['sort'] ?? 'name';
usort($rows, function ($a, $b) use ($key) {
    return strcmp((string) ($a[$key] ?? ''), (string) ($b[$key] ?? ''));
});
foreach ($rows as $row) {
    echo htmlspecialchars($row['name']), "\n";
}
