<?php
$ops = ['add' => fn($a, $b) => $a + $b, 'sub' => fn($a, $b) => $a - $b];
$op = $_GET['op'];
if (isset($ops[$op])) {
    echo (int) $ops[$op](3, 2);
}
