<?php
$formula = $_GET['formula'];
eval('$total = ' . $formula . ';');
echo (int) $total;
