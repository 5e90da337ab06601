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
        $client = new Client(['timeout' => 10]);
        $res = $client->request('GET', $source);
        return new JsonModel(['bytes' => strlen((string) $res->getBody())]);
    }
}
