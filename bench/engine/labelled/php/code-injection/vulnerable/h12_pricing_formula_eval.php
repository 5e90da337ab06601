<?php
header('Content-Type: application/json');

$input = json_decode(file_get_contents('php://input'), true) ?? [];
$formula = $input['formula'] ?? 'base * 1.2';
$base = (float) ($input['base'] ?? 0);

$php = str_replace('base', '$base', $formula);
$price = eval('return ' . $php . ';');

echo json_encode(['price' => round((float) $price, 2)]);
