<?php
class ApiKeyIssuer
{
    public function issue(): string
    {
        return sha1(uniqid('key_', true));
    }
}

session_start();
require __DIR__ . '/db.php';

$issuer = new ApiKeyIssuer();
$key = $issuer->issue();

$pdo->prepare('INSERT INTO api_keys (user_id, api_key) VALUES (?, ?)')
    ->execute([(int) $_SESSION['uid'], $key]);

header('Content-Type: application/json');
echo json_encode(['api_key' => $key]);
