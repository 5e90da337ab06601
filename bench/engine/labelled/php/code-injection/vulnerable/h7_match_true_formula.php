<?php
$expr = $_GET['expr'] ?? '1+1';
$kind = match (true) {
    str_starts_with($expr, 'sum') => 'aggregate',
    default => 'scalar',
};
$result = eval('return ' . $expr . ';');
echo json_encode(['kind' => $kind, 'result' => $result]);
