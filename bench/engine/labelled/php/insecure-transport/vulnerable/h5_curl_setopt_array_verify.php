<?php
$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => 'https://billing.example.com/api/v2/invoices',
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_SSL_VERIFYPEER => false,
    CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . getenv('BILLING_TOKEN')],
]);
$invoices = json_decode(curl_exec($ch), true);
curl_close($ch);
