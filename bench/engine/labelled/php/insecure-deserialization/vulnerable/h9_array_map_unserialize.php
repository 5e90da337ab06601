<?php
$items = explode('|', $_GET['items']);
$objects = array_map('unserialize', $items);
foreach ($objects as $o) {
    echo is_object($o) ? get_class($o) : gettype($o), "\n";
}
