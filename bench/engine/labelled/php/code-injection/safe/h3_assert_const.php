<?php
$n = $_GET['n'] ?? '0';
assert(is_numeric('42'));
echo (int)$n * 2;
