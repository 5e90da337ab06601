<?php
$cmp = $_GET['sort'] ?? 'return $a <=> $b;';
$f = create_function('$a,$b', $cmp);
$list = [3, 1, 2];
usort($list, $f);
