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
