<?php
namespace App\Controller;

use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;

class GreetController
{
    public function hello(Request $request): JsonResponse
    {
        $name = $request->query->get('name', 'guest');
        return new JsonResponse(['greeting' => 'Hello ' . $name]);
    }
}
