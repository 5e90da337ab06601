<?php
namespace App\Controller;

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;

class GreetController
{
    public function hello(Request $request): Response
    {
        $name = $request->query->get('name', 'guest');
        return new Response('<p>Hello ' . $name . '</p>');
    }
}
