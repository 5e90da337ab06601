<?php
$param = $_GET['BenchmarkTest'] ?? '';
$guess = 'ABC';
$switchTarget = $guess[2];
switch ($switchTarget) {
    case 'A': $bar = $param; break;
    case 'B': $bar = 'bob'; break;
    default: $bar = $param;
}
print("Hello " . $bar);
