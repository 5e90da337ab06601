<?php
declare(strict_types=1);

namespace App\Controller;

use Cake\Controller\Controller;
use Cake\Event\EventInterface;

class AppController extends Controller
{
    public function initialize(): void
    {
        parent::initialize();
        $this->loadComponent('RequestHandler');
        $this->loadComponent('Flash');
        $this->loadComponent('Authentication.Authentication');
    }

    public function beforeRender(EventInterface $event)
    {
        $this->set('leagueName', 'Midlands Amateur Football League');
    }

    protected function season(): int
    {
        return (int)($this->request->getQuery('season') ?? date('Y'));
    }
}
