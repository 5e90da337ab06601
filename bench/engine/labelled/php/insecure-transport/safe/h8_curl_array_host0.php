<?php
$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => 'https://payments.internal.example/api/charge',
    CURLOPT_POST => true,
    CURLOPT_POSTFIELDS => http_build_query(['amount' => 1999, 'currency' => 'EUR']),
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_CAINFO => '/etc/ssl/certs/internal-ca.pem',
    CURLOPT_SSL_VERIFYHOST => 2,
    CURLOPT_SSL_VERIFYPEER => true,
]);
$result = curl_exec($ch);
curl_close($ch);
