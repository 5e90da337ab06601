<?php

namespace App\Controller;

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\RedirectResponse;
use Symfony\Component\HttpFoundation\Request;

class OutboundController extends AbstractController
{
    public function go(Request $request): RedirectResponse
    {
        $target = $request->query->get('target', '/');
        return new RedirectResponse($target);
    }
}
