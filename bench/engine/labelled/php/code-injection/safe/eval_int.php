<?php
$n = intval($_GET['n']);
eval('$total = ' . $n . ' * 2;');
echo (int) $total;
