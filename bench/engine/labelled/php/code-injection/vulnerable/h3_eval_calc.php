<?php
$expr = $_GET['expr'] ?? '1+1';
$result = 0;
eval('$result = ' . $expr . ';');
echo (int)$result;
