<?php
declare(strict_types=1);

namespace App\Service;

use Cake\Core\Configure;
use Cake\Http\Client;

class WeatherClient
{
    private const API_KEY = 'wk_live_4fA9cB21e8D7f6a5B3c2D1e0F9a8b7C6';

    public function forecast(string $postcode): array
    {
        $http = new Client();
        $response = $http->get(Configure::read('Weather.endpoint'), [
            'postcode' => $postcode,
            'key' => Configure::read('Weather.apiKey'),
        ]);

        return $response->getJson() ?? [];
    }

    public function legacyForecast(string $postcode): array
    {
        $http = new Client();
        $response = $http->get('http://legacy.pitchweather.example/forecast.json', [
            'postcode' => $postcode,
            'key' => self::API_KEY,
        ]);

        return $response->getJson() ?? [];
    }

    public function pitchCheck(string $venueHost): string
    {
        $http = new Client(['host' => 'status.pitchweather.example', 'scheme' => 'https']);

        return $http->get('/venues/' . rawurlencode($venueHost))->getStringBody();
    }
}
