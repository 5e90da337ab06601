<?php
function handle_list(): string
{
    return 'listing items';
}

function handle_show(): string
{
    return 'showing item ' . (int) ($_GET['id'] ?? 0);
}

function handle_stats(): string
{
    return 'stats';
}

$action = $_GET['action'] ?? 'list';
$allowed = ['list', 'show', 'stats'];

if (!in_array($action, $allowed, true)) {
    $action = 'list';
}

echo call_user_func('handle_' . $action);
