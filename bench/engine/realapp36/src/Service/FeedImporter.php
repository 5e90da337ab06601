<?php
declare(strict_types=1);

namespace App\Service;

use Cake\Core\Configure;
use Cake\Http\Client;
use Cake\Utility\Xml;

class FeedImporter
{
    private Client $http;

    public function __construct(?Client $http = null)
    {
        $this->http = $http ?? new Client(['timeout' => 15]);
    }

    public function import(string $source, string $division): array
    {
        $response = $this->http->get($source, ['division' => $division]);
        $xml = Xml::build($response->getStringBody());

        return Xml::toArray($xml);
    }

    public function importOfficial(string $division): array
    {
        $response = $this->http->get('https://fulltime.thefa.example/api/results', ['division' => $division]);

        return $response->getJson() ?? [];
    }
}
