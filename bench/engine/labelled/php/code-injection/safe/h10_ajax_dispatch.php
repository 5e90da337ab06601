<?php
require 'bootstrap.php';

function action_list_tags() { return Tag::all(); }
function action_stats() { return ['users' => User::count()]; }

$handlers = [
    'list_tags' => 'action_list_tags',
    'stats' => 'action_stats',
];

$name = $_REQUEST['action'] ?? 'stats';
if (!array_key_exists($name, $handlers)) {
    http_response_code(404);
    exit;
}

$payload = call_user_func($handlers[$name]);

header('Content-Type: application/json');
echo json_encode(['ok' => true, 'data' => $payload]);
