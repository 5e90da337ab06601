<?php
$expr = $_GET['expr'] ?? '1+1';
$expr = str_replace(' ', '', $expr);
eval('$result = ' . $expr . ';');
echo 'Result: ' . (int) $result;
