<?php
$handlers = ['list' => 'list_items', 'count' => 'count_items'];
$action = $handlers[$_GET['action'] ?? 'list'] ?? 'list_items';
$arg = $_GET['arg'] ?? '';
$result = $action($arg);
echo json_encode($result);

function list_items($filter)
{
    return ['a', 'b', 'c'];
}

function count_items($filter)
{
    return 3;
}
