<?php
$pdo = new PDO('sqlite:/var/lib/app.db');
$userId = (int) $_SESSION['uid'];
$apiKey = bin2hex(random_bytes(20));
$pdo->prepare('INSERT INTO api_keys (user_id, api_key) VALUES (?, ?)')->execute([$userId, $apiKey]);
echo json_encode(['api_key' => $apiKey]);
