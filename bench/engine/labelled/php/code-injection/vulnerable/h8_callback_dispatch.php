<?php
function action_list() { return ['a', 'b']; }
function action_count() { return 2; }

$action = $_POST['action'] ?? 'list';
$fn = 'action_' . $action;
$data = call_user_func($_POST['handler'] ?? $fn);
echo json_encode($data);
