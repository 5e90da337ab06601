<?php

namespace Config;

use CodeIgniter\Config\BaseConfig;

/**
 * Settings for the forecast panel on the home page and the frost alerts.
 */
class Weather extends BaseConfig
{
    public string $baseUrl = 'https://api.openweather.example/v2';

    public string $apiKey = 'owk_live_5e2b9d71c4a83f60e7d1b2c9a4f8e365';

    public string $radarKey = '';

    /** Hosts the station-icon proxy may fetch from. */
    public array $iconHosts = ['icons.openweather.example', 'static.metoffice.example'];

    public int $timeout = 6;

    public function __construct()
    {
        parent::__construct();
        $this->radarKey = (string) env('WEATHER_RADAR_KEY', '');
    }
}
