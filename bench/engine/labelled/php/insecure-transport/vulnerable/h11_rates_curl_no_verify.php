<?php
function fetch_rates(string $base): array
{
    $ch = curl_init('https://rates.fx-provider.com/latest?base=' . urlencode($base));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, false);
    curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 0);
    $body = curl_exec($ch);
    curl_close($ch);
    return json_decode((string) $body, true) ?: [];
}

$rates = fetch_rates('EUR');
header('Content-Type: application/json');
echo json_encode($rates);
