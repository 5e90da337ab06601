<?php
namespace App\Controller;

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;

class PreferenceController
{
    public function save(Request $request): Response
    {
        $currency = $request->request->get('currency');
        $currency = in_array($currency, ['EUR', 'USD'], true) ? $currency : 'EUR';
        $request->getSession()->set('currency', $currency);
        return new Response('saved');
    }
}
