<?php
$n = (int) ($_POST['n'] ?? 0);
eval('$result = ' . $n . ' * 2;');
echo "<p>" . $result . "</p>";
