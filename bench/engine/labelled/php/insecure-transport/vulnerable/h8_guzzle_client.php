<?php

namespace App\Services;

use GuzzleHttp\Client;

class CrmClient
{
    private Client $http;

    public function __construct()
    {
        $this->http = new Client([
            'base_uri' => 'https://crm.example.net/api/',
            'timeout' => 10,
            'verify' => false,
        ]);
    }

    public function contact(int $id): array
    {
        return json_decode((string) $this->http->get('contacts/' . $id)->getBody(), true);
    }
}
