<?php
class Api
{
    public function listUsers() { return []; }
    public function stats() { return ['users' => 0]; }
}

$api = new Api();
$action = $_GET['action'] ?? 'stats';
$data = call_user_func($action, $_GET['arg'] ?? null);
header('Content-Type: application/json');
echo json_encode($data);
