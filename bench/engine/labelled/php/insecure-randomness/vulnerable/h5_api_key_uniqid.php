<?php
$pdo = new PDO('sqlite:/var/lib/app.db');
$userId = (int) $_SESSION['uid'];
$apiKey = sha1(uniqid((string) $userId, true));
$pdo->prepare('INSERT INTO api_keys (user_id, api_key) VALUES (?, ?)')->execute([$userId, $apiKey]);
echo json_encode(['api_key' => $apiKey]);
