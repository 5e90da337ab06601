<?php
$cols = explode(',', $_GET['cols'] ?? 'id,name');
echo '<table><tr>';
foreach ($cols as $c) {
    echo "<th>$c</th>";
}
echo '</tr></table>';
