<?php
$cols = explode(',', $_GET['cols'] ?? 'id,name');
echo '<table><tr>';
foreach ($cols as $c) {
    echo '<th>' . htmlentities($c, ENT_QUOTES, 'UTF-8') . '</th>';
}
echo '</tr></table>';
