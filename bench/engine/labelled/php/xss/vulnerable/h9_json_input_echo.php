<?php
$body = json_decode(file_get_contents('php://input'), true);
header('Content-Type: text/html; charset=utf-8');
echo '<p>Saved profile for ' . $body['display_name'] . '</p>';
