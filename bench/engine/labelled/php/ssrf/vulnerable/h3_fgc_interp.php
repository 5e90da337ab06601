<?php
$server = $_GET['server'];
$status = file_get_contents("http://{$server}/status.json");
$data = json_decode($status, true);
echo (int)($data['up'] ?? 0);
