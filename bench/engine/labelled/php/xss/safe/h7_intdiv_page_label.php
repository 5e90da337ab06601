<?php
$total = 240;
$per = filter_input(INPUT_GET, 'per', FILTER_VALIDATE_INT) ?: 20;
$pages = intdiv($total, max(1, $per));
$label = htmlspecialchars($_GET['label'] ?? 'Page', ENT_QUOTES);
for ($i = 1; $i <= $pages; $i++) {
    echo "<a href=\"?page=$i&per=$per\">$label $i</a> ";
}
