<?php

namespace App\Services;

use Illuminate\Support\Facades\Http;

class WeatherService
{
    private const PROVIDERS = [
        'met' => 'https://api.met-marine.test/v2/forecast',
        'tidal' => 'https://tidal-data.test/api/forecast',
    ];

    public function forecastFor(string $harbour, ?string $provider)
    {
        $base = self::PROVIDERS[$provider] ?? self::PROVIDERS['met'];

        return Http::get($base, ['harbour' => $harbour])->json();
    }

    public function forecastFrom(string $endpoint, string $harbour)
    {
        return Http::get($endpoint . '?harbour=' . urlencode($harbour))->json();
    }
}
