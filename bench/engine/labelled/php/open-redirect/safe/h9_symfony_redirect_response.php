<?php
namespace App\Controller;

use Symfony\Component\HttpFoundation\RedirectResponse;
use Symfony\Component\HttpFoundation\Request;

class OutboundController
{
    private const TARGETS = ['docs' => 'https://docs.example.com', 'status' => 'https://status.example.com'];

    public function go(Request $request): RedirectResponse
    {
        $key = $request->query->get('target');
        return new RedirectResponse(self::TARGETS[$key] ?? '/');
    }
}
