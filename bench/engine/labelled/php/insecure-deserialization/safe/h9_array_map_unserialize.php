<?php
$items = explode('|', $_GET['items']);
$objects = array_map('intval', $items);
foreach ($objects as $o) {
    echo $o, "\n";
}
