<?php
function fetch_remote($endpoint)
{
    $ch = curl_init($endpoint);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_setopt($ch, CURLOPT_TIMEOUT, 5);
    $body = curl_exec($ch);
    curl_close($ch);
    return $body;
}

$target = $_POST['endpoint'];
echo fetch_remote($target);
