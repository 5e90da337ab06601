<?php
$expr = $_GET['expr'] ?? '1+1';
$result = 0;
if (preg_match('/^[0-9+\-*\/ ]+$/', $expr)) {
    eval('$result = ' . $expr . ';');
}
echo (int)$result;
