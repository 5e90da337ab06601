<?php
$ch = curl_init('https://127.0.0.1:8443/api/rates');
curl_setopt($ch, CURLOPT_RETURNTRANSFER, 1);
curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, 1);
curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 2);
$rates = json_decode(curl_exec($ch), true);
