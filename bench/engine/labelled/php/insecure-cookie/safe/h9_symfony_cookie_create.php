<?php
namespace App\Controller;

use Symfony\Component\HttpFoundation\Cookie;
use Symfony\Component\HttpFoundation\Response;

class SessionController
{
    public function login(): Response
    {
        $response = new Response('ok');
        $sid = bin2hex(random_bytes(16));
        $response->headers->setCookie(Cookie::create('sid', $sid, 0, '/', null, true, true, false, 'strict'));
        return $response;
    }
}
