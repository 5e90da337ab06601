<?php

namespace App\Controller;

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;

class ErrorPageController
{
    public function notFound(Request $request): Response
    {
        $path = $request->query->get('path', '/');
        $html = "<html><body><p>The page {$path} could not be found.</p></body></html>";
        return new Response($html, 404);
    }
}
