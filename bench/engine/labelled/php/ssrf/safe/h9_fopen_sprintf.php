<?php
$apiBase = $_COOKIE['api_base'];
$apiBase = 'https://api.example.com';
$target = sprintf('%s/api/v1/ping', $apiBase);
$fp = fopen($target, 'r');
echo stream_get_contents($fp);
