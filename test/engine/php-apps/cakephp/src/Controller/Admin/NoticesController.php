<?php
declare(strict_types=1);

namespace Allot\Controller\Admin;

use Allot\Controller\AppController;

class NoticesController extends AppController
{
    public function index()
    {
        $this->set('banner', $this->request->getQuery('banner'));
    }
}
