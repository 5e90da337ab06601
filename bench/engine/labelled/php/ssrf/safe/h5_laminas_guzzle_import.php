<?php
namespace Import\Controller;

use GuzzleHttp\Client;
use Laminas\Mvc\Controller\AbstractActionController;
use Laminas\View\Model\JsonModel;

class FeedController extends AbstractActionController
{
    public function importAction()
    {
        $source = $this->params()->fromPost('source');
        $client = new Client(['base_uri' => 'https://feeds.example.com/', 'timeout' => 10]);
        $res = $client->request('GET', 'v1/feeds/' . rawurlencode($source));
        return new JsonModel(['bytes' => strlen((string) $res->getBody())]);
    }
}
