<?php
$id = rawurlencode($_GET['id']);
$status = file_get_contents("https://status.example.com/services/{$id}.json");
$data = json_decode($status, true);
echo (int)($data['up'] ?? 0);
