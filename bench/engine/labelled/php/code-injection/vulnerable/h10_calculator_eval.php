<?php
header('Content-Type: application/json');

$expression = $_GET['expr'] ?? '0';
$expression = str_replace(' ', '', $expression);

$result = null;
try {
    eval('$result = ' . $expression . ';');
} catch (ParseError $e) {
    http_response_code(400);
    echo json_encode(['error' => 'invalid expression']);
    exit;
}

echo json_encode([
    'expression' => $expression,
    'result' => $result,
]);
