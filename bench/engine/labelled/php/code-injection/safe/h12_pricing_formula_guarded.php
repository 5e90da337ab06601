<?php
header('Content-Type: application/json');

$input = json_decode(file_get_contents('php://input'), true) ?? [];
$formula = (string) ($input['formula'] ?? '1.2');
$base = (float) ($input['base'] ?? 0);

if (!preg_match('/^[0-9.+\-*\/() ]+$/', $formula)) {
    http_response_code(422);
    echo json_encode(['error' => 'Only numbers and + - * / ( ) are allowed']);
    exit;
}

$factor = eval('return ' . $formula . ';');
echo json_encode(['price' => round($base * (float) $factor, 2)]);
