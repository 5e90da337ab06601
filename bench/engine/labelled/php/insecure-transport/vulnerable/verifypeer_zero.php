<?php
$ch = curl_init('https://pay.example.com');
curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, 0);
