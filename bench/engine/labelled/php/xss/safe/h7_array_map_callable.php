<?php
$names = $_POST['names'] ?? [];
$escape = htmlspecialchars(...);
$cells = array_map(fn(string $n): string => '<td>' . $escape($n) . '</td>', $names);
echo '<table><tr>' . implode('', $cells) . '</tr></table>';
