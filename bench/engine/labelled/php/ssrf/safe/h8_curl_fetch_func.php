<?php
function fetch_remote($query)
{
    $ch = curl_init('https://api.openweathermap.example/v1/search?q=' . urlencode($query));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_setopt($ch, CURLOPT_TIMEOUT, 5);
    $body = curl_exec($ch);
    curl_close($ch);
    return $body;
}

$city = $_POST['city'];
echo htmlspecialchars((string) fetch_remote($city));
