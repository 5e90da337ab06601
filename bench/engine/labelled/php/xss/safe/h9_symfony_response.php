<?php
namespace App\Controller;

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;

class SearchController
{
    public function index(Request $request): Response
    {
        $term = $request->query->get('term', '');
        return new Response('<p>No results for <em>' . htmlspecialchars($term, ENT_QUOTES) . '</em></p>');
    }
}
