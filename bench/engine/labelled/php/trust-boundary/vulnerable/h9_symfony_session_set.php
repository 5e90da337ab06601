<?php
namespace App\Controller;

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;

class PreferenceController
{
    public function save(Request $request): Response
    {
        $request->getSession()->set('currency', $request->request->get('currency'));
        return new Response('saved');
    }
}
