<?php
function fetch_rates(string $base): array
{
    $ch = curl_init('https://rates.fx-provider.com/latest?base=' . urlencode($base));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, true);
    curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 2);
    curl_setopt($ch, CURLOPT_CAINFO, '/etc/ssl/certs/ca-certificates.crt');
    $body = curl_exec($ch);
    curl_close($ch);
    return json_decode((string) $body, true) ?: [];
}

$rates = fetch_rates('EUR');
header('Content-Type: application/json');
echo json_encode($rates);
