<?php
$expr = $_GET['expr'] ?? '1+1';
$expr = str_replace(' ', '', $expr);
if (!preg_match('/^[0-9+\-*\/().]+$/', $expr)) {
    http_response_code(400);
    exit('invalid expression');
}
eval('$result = ' . $expr . ';');
echo 'Result: ' . (int) $result;
