<?php

namespace App\Controller;

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\RedirectResponse;
use Symfony\Component\HttpFoundation\Request;

class OutboundController extends AbstractController
{
    public function go(Request $request): RedirectResponse
    {
        $slug = $request->query->get('target', 'home');
        return $this->redirectToRoute('page_show', ['slug' => $slug]);
    }
}
