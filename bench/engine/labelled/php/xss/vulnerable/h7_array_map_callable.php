<?php
$names = $_POST['names'] ?? [];
$cells = array_map(fn(string $n): string => "<td>$n</td>", $names);
echo '<table><tr>' . implode('', $cells) . '</tr></table>';
