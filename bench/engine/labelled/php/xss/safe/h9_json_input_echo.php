<?php
$body = json_decode(file_get_contents('php://input'), true);
header('Content-Type: application/json');
echo json_encode(['saved' => true, 'display_name' => $body['display_name']]);
