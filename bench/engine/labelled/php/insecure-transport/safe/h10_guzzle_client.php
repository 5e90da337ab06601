<?php

namespace App\Integrations;

use GuzzleHttp\Client;

class CrmClient
{
    private Client $http;

    public function __construct(string $token)
    {
        $this->http = new Client([
            'base_uri' => 'https://crm.partner-api.com/api/',
            'timeout' => 10,
            'headers' => ['Authorization' => "Bearer {$token}"],
        ]);
    }

    public function pushContact(array $contact): int
    {
        $response = $this->http->post('contacts', ['json' => $contact]);
        return $response->getStatusCode();
    }
}
