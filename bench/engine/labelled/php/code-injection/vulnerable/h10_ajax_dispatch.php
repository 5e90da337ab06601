<?php
require 'bootstrap.php';

function action_list_tags() { return Tag::all(); }
function action_stats() { return ['users' => User::count()]; }

$callback = $_REQUEST['action'] ?? 'action_stats';
$args = isset($_REQUEST['args']) ? (array) $_REQUEST['args'] : [];

$payload = call_user_func_array($callback, $args);

header('Content-Type: application/json');
echo json_encode(['ok' => true, 'data' => $payload]);
