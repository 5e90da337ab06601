<?php
header('Content-Type: text/html; charset=UTF-8');
$param = $_GET['BenchTest00502'] ?? '';

$num = 106;
$bar = (7 * 18) + $num > 200 ? $param : 'This should never happen';

echo "<p>Results for: " . htmlspecialchars($bar, ENT_QUOTES, 'UTF-8') . "</p>";
