<?php
$inputs = array_map('trim', [$_GET['expr'], '40 + 2']);
$expr = $inputs[1];
$result = eval('return ' . $expr . ';');
echo 'Result: ' . (int) $result;
