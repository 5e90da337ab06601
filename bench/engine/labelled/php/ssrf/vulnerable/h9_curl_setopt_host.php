<?php
function checkStatus($host)
{
    $ch = curl_init();
    curl_setopt($ch, CURLOPT_URL, "http://" . $host . "/health");
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, 1);
    $body = curl_exec($ch);
    curl_close($ch);
    return $body;
}
echo checkStatus($_POST['node']);
