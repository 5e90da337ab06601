<?php
namespace Application\Controller;

use Laminas\Db\Adapter\Adapter;
use Laminas\Mvc\Controller\AbstractActionController;
use Laminas\View\Model\JsonModel;

class TicketController extends AbstractActionController
{
    public function __construct(private Adapter $adapter)
    {
    }

    public function byOwnerAction()
    {
        $owner = $this->params()->fromQuery('owner');
        $rows = $this->adapter->query(
            'SELECT id, subject FROM tickets WHERE owner = ?',
            [$owner]
        );
        return new JsonModel(['tickets' => $rows->toArray()]);
    }
}
