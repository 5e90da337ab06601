<?php
$expr = $_POST['expr'] ?? '0';
eval('$result = ' . $expr . ';');
echo "<p>" . htmlspecialchars((string) $result) . "</p>";
