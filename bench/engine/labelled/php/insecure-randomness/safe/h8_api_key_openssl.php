<?php
function new_api_key(): string
{
    $bytes = openssl_random_pseudo_bytes(24, $strong);
    if (!$strong) {
        $bytes = random_bytes(24);
    }
    return rtrim(strtr(base64_encode($bytes), '+/', '-_'), '=');
}

$pdo = new PDO('mysql:host=localhost;dbname=app', 'app', getenv('DB_PASS'));
$key = new_api_key();
$pdo->prepare('INSERT INTO api_keys (user_id, key_hash) VALUES (?, ?)')->execute([(int) $_POST['user_id'], hash('sha256', $key)]);
echo json_encode(['api_key' => $key]);
