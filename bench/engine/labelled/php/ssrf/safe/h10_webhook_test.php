<?php
const API_BASE = 'https://hooks.internal-partner.com/v1/ping/';

function send_ping(string $endpoint, array $payload): array
{
    $ch = curl_init();
    curl_setopt_array($ch, [
        CURLOPT_URL => $endpoint,
        CURLOPT_POST => true,
        CURLOPT_POSTFIELDS => json_encode($payload),
        CURLOPT_HTTPHEADER => ['Content-Type: application/json'],
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_TIMEOUT => 5,
    ]);
    $body = curl_exec($ch);
    $code = curl_getinfo($ch, CURLINFO_HTTP_CODE);
    curl_close($ch);
    return [$code, $body];
}

$hookId = $_POST['hook_id'] ?? '';
[$status, $response] = send_ping(API_BASE . rawurlencode($hookId), ['event' => 'ping', 'ts' => time()]);

echo '<p>Webhook responded with HTTP ' . (int) $status . '</p>';
echo '<pre>' . htmlspecialchars((string) $response) . '</pre>';
