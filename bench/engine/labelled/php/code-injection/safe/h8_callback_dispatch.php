<?php
function action_list() { return ['a', 'b']; }
function action_count() { return 2; }

$allowed = ['list' => 'action_list', 'count' => 'action_count'];
$action = $_POST['action'] ?? 'list';
$fn = $allowed[$action] ?? 'action_list';
$data = call_user_func($fn);
echo json_encode($data);
