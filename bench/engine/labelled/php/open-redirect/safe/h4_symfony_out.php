<?php

namespace App\Controller;

use Symfony\Component\HttpFoundation\RedirectResponse;
use Symfony\Component\HttpFoundation\Request;

class OutboundController
{
    private const PARTNERS = ['shop' => 'https://shop.example.com/', 'docs' => 'https://docs.example.com/'];

    public function go(Request $request): RedirectResponse
    {
        $key = $request->query->get('to');
        $target = self::PARTNERS[$key] ?? 'https://www.example.com/';
        return new RedirectResponse($target);
    }
}
