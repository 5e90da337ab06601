<?php
header('Content-Type: text/html; charset=UTF-8');
$param = $_GET['BenchTest00501'] ?? '';

$num = 106;
$bar = (7 * 18) + $num > 200 ? $param : 'This should never happen';

echo "<p>Results for: " . $bar . "</p>";
