<?php
header('Content-Type: application/json');

$expression = $_GET['expr'] ?? '0';
$expression = str_replace(' ', '', $expression);

if (!preg_match('/^(\d+(?:\.\d+)?)([+\-*\/])(\d+(?:\.\d+)?)$/', $expression, $m)) {
    http_response_code(400);
    echo json_encode(['error' => 'invalid expression']);
    exit;
}

[$all, $left, $op, $right] = $m;
switch ($op) {
    case '+': $result = $left + $right; break;
    case '-': $result = $left - $right; break;
    case '*': $result = $left * $right; break;
    default:  $result = $right == 0 ? null : $left / $right;
}

echo json_encode([
    'expression' => $expression,
    'result' => $result,
]);
