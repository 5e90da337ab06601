<?php
namespace App\Controller;

use Symfony\Component\HttpFoundation\RedirectResponse;
use Symfony\Component\HttpFoundation\Request;

class LoginController
{
    public function done(Request $request): RedirectResponse
    {
        return new RedirectResponse($request->query->get('target'));
    }
}
