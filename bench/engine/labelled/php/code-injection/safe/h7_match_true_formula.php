<?php
$op = $_GET['op'] ?? 'add';
$a = (float) ($_GET['a'] ?? 0);
$b = (float) ($_GET['b'] ?? 0);
$fn = match ($op) {
    'add' => fn($x, $y) => $x + $y,
    'mul' => fn($x, $y) => $x * $y,
    default => fn($x, $y) => 0,
};
echo json_encode(['result' => $fn($a, $b)]);
