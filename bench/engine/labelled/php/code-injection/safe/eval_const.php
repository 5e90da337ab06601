<?php
eval('$total = 1 + 2;');
echo (int) $total;
$x = $_GET['x'];
