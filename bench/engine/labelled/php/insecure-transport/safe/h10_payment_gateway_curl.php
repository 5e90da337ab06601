<?php
function charge_card(string $token, int $amountCents): array
{
    $ch = curl_init('https://api.paygate.example/v2/charges');
    curl_setopt($ch, CURLOPT_POST, true);
    curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query(['source' => $token, 'amount' => $amountCents]));
    curl_setopt($ch, CURLOPT_USERPWD, getenv('PAYGATE_KEY') . ':');
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, true);
    curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 2);
    curl_setopt($ch, CURLOPT_CAINFO, '/etc/ssl/certs/ca-certificates.crt');
    $raw = curl_exec($ch);
    if ($raw === false) {
        throw new RuntimeException(curl_error($ch));
    }
    curl_close($ch);
    return json_decode($raw, true);
}

$result = charge_card($_POST['stripeToken'] ?? '', (int) $_POST['amount']);
echo $result['status'] === 'succeeded' ? 'Payment complete' : 'Payment failed';
