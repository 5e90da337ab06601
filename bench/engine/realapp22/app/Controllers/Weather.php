<?php

namespace App\Controllers;

/**
 * Forecast panel, members' own weather stations and the radar tiles on the frost-alert page.
 */
class Weather extends BaseController
{
    public function forecast()
    {
        $config = config('Weather');
        $city   = (string) ($this->request->getGet('city') ?? 'Leeds');

        $ch = curl_init($config->baseUrl . '/forecast?city=' . urlencode($city) . '&key=' . $config->apiKey);
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        curl_setopt($ch, CURLOPT_TIMEOUT, $config->timeout);
        $body = curl_exec($ch);
        curl_close($ch);

        return $this->response->setContentType('application/json')->setBody((string) $body);
    }

    public function station()
    {
        $url = (string) $this->request->getPost('station_url');

        $ch = curl_init();
        curl_setopt($ch, CURLOPT_URL, $url);
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        curl_setopt($ch, CURLOPT_FOLLOWLOCATION, true);
        $reading = json_decode((string) curl_exec($ch), true);
        curl_close($ch);

        return $this->response->setJSON(['temperature' => $reading['temp'] ?? null]);
    }

    public function radar()
    {
        $client   = \Config\Services::curlrequest(['timeout' => 5]);
        $response = $client->get($this->request->getGet('tile'));

        return $this->response->setContentType('image/png')->setBody($response->getBody());
    }

    public function icon()
    {
        $config = config('Weather');
        $src    = (string) $this->request->getGet('src');
        $host   = parse_url($src, PHP_URL_HOST);

        if (parse_url($src, PHP_URL_SCHEME) !== 'https' || ! in_array($host, $config->iconHosts, true)) {
            return $this->response->setStatusCode(400);
        }

        $client = \Config\Services::curlrequest(['timeout' => 5]);

        return $this->response->setContentType('image/png')->setBody($client->get($src)->getBody());
    }
}
