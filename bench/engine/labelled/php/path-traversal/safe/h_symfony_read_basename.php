<?php
namespace App\Controller;

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;

class DocController
{
    public function show(Request $request): Response
    {
        $name = basename($request->query->get('doc'));
        $text = file_get_contents('/srv/docs/' . $name);
        return new Response($text, 200, ['Content-Type' => 'text/plain']);
    }
}
