<?php
function get_rates(string $base): array
{
    $ch = curl_init('https://rates.example.org/latest?base=' . urlencode($base));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, false);
    $json = curl_exec($ch);
    curl_close($ch);
    return json_decode($json, true) ?: [];
}
print_r(get_rates('EUR'));
