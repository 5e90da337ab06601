<?php
$url = $_GET['url'];
$ch = curl_init($url);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$preview = curl_exec($ch);
curl_close($ch);
echo strlen($preview);
