<?php
namespace App\Controller;

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\RedirectResponse;
use Symfony\Component\HttpFoundation\Request;

class LoginController extends AbstractController
{
    public function done(Request $request): RedirectResponse
    {
        $next = $request->query->get('next', 'dashboard');
        $route = match ($next) {
            'profile' => 'app_profile',
            'orders' => 'app_orders',
            default => 'app_dashboard',
        };
        return $this->redirectToRoute($route);
    }
}
