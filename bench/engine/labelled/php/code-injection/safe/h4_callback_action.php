<?php
class Api
{
    public function listUsers() { return []; }
    public function stats() { return ['users' => 0]; }
}

$api = new Api();
$action = $_GET['action'] ?? 'stats';
$allowed = ['listUsers', 'stats'];
if (!in_array($action, $allowed, true)) {
    $action = 'stats';
}
$data = call_user_func([$api, $action]);
header('Content-Type: application/json');
echo json_encode($data);
