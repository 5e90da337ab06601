<?php
namespace App\Controller;

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\RedirectResponse;
use Symfony\Component\HttpFoundation\Request;

class LoginController extends AbstractController
{
    public function done(Request $request): RedirectResponse
    {
        $next = $request->query->get('next', '/');
        return $this->redirect($next);
    }
}
