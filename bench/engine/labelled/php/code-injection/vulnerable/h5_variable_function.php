<?php
$action = $_GET['action'] ?? 'list_items';
$arg = $_GET['arg'] ?? '';
$result = $action($arg);
echo json_encode($result);

function list_items($filter)
{
    return ['a', 'b', 'c'];
}
