<?php
$ch = curl_init('https://api.example.com/');
// ruleid: php-tls-verification-disabled
curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, false);
// ruleid: php-tls-verification-disabled
curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 0);
// ok: php-tls-verification-disabled
curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, true);
// ok: php-tls-verification-disabled
curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 2);
// ok: php-tls-verification-disabled
curl_setopt($ch, CURLOPT_RETURNTRANSFER, false);
// curl_setopt_array sets each option as curl_setopt does.
$multi = curl_init();
curl_setopt_array($multi, [
    CURLOPT_URL => 'https://billing.example.com/api',
    CURLOPT_RETURNTRANSFER => true,
    // ruleid: php-tls-verification-disabled
    CURLOPT_SSL_VERIFYPEER => false,
]);
curl_setopt_array($multi, [
    // ok: php-tls-verification-disabled
    CURLOPT_SSL_VERIFYPEER => true,
    // ok: php-tls-verification-disabled
    CURLOPT_SSL_VERIFYHOST => 2,
]);
