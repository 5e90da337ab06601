<?php
$formulas = [
    'net' => 'return $gross - $tax;',
    'tax' => 'return $gross * 0.2;',
    'gross' => 'return $gross;',
];

$gross = (float) ($_GET['amount'] ?? 0);
$tax = $gross * 0.2;

$key = $_GET['formula'] ?? 'net';
$code = $formulas[$key] ?? $formulas['net'];

$value = eval($code);
echo number_format($value, 2);
