<?php
$expr = substr(trim($_GET['expr'] ?? '0'), 0, 40);
eval('$result = ' . $expr . ';');
echo $result;
