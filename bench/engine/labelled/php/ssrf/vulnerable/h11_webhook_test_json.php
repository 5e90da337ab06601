<?php
$input = json_decode(file_get_contents('php://input'), true);
$callback = $input['callback_url'] ?? null;

function ping_webhook(string $endpoint, array $event): int
{
    $ch = curl_init();
    curl_setopt($ch, CURLOPT_URL, $endpoint);
    curl_setopt($ch, CURLOPT_POST, true);
    curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($event));
    curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: application/json']);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_exec($ch);
    $code = curl_getinfo($ch, CURLINFO_HTTP_CODE);
    curl_close($ch);
    return $code;
}

header('Content-Type: application/json');
if ($callback) {
    echo json_encode(['status' => ping_webhook($callback, ['type' => 'test'])]);
}
