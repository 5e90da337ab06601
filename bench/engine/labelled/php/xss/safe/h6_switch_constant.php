<?php
$param = $_GET['BenchmarkTest'] ?? '';
$guess = 'ABC';
$switchTarget = $guess[1];
switch ($switchTarget) {
    case 'A': $bar = $param; break;
    case 'B': $bar = 'bob'; break;
    default: $bar = $param;
}
print("Hello " . $bar);
