<?php
$ch = curl_init();
curl_setopt($ch, CURLOPT_URL, 'https://api.example.com/v1/status');
curl_setopt($ch, CURLOPT_TIMEOUT, (int) $_GET['timeout']);
$body = curl_exec($ch);
