<?php
header('Content-Type: application/json; charset=utf-8');
header('X-Content-Type-Options: nosniff');

$prefix = $_GET['term'] ?? '';
$cities = ['Amsterdam', 'Antwerp', 'Athens', 'Berlin', 'Bern', 'Bratislava'];
$matches = array_values(array_filter($cities, fn ($c) => stripos($c, $prefix) === 0));

echo json_encode([
    'term' => $prefix,
    'suggestions' => $matches,
], JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT);
