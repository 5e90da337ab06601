<?php
$city = $_GET['city'] ?? 'Berlin';
$units = ($_GET['units'] ?? '') === 'imperial' ? 'imperial' : 'metric';

$endpoint = 'https://api.openweathermap.org/data/2.5/weather?' . http_build_query([
    'q' => $city,
    'units' => $units,
    'appid' => getenv('OWM_KEY'),
]);

$json = file_get_contents($endpoint);
$data = json_decode((string) $json, true);

echo '<p>' . htmlspecialchars($city) . ': ' . (float) ($data['main']['temp'] ?? 0) . '°</p>';
