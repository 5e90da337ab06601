<?php
$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => 'https://payments.internal.example/api/charge',
    CURLOPT_POST => true,
    CURLOPT_POSTFIELDS => http_build_query(['amount' => 1999, 'currency' => 'EUR']),
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_SSL_VERIFYHOST => 0,
    CURLOPT_SSL_VERIFYPEER => 0,
]);
$result = curl_exec($ch);
curl_close($ch);
