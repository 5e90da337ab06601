<?php
declare(strict_types=1);

namespace App\Controller;

use App\Service\WeatherClient;

class VenuesController extends AppController
{
    public function forecast($id = null)
    {
        $venue = $this->Venues->get($id);
        $weather = new WeatherClient();
        $forecast = $weather->forecast((string)$this->request->getQuery('postcode', $venue->postcode));
        $legacy = $weather->legacyForecast($venue->postcode);
        $status = $weather->pitchCheck((string)$this->request->getQuery('pitch', $venue->code));
        $this->set(compact('venue', 'forecast', 'legacy', 'status'));
    }

    public function directions($id = null)
    {
        $venue = $this->Venues->get($id);
        $mode = $this->request->getQuery('mode', 'driving');
        $url = 'https://maps.example/dir/?destination=' . urlencode($venue->postcode) . '&mode=' . urlencode($mode);

        return $this->redirect($url);
    }
}
