<?php
$expr = substr(trim($_GET['expr'] ?? '0'), 0, 40);
$n = (float) $expr;
eval('$result = ' . $n . ' * 2;');
echo $result;
