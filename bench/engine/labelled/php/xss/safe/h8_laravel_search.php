<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class SearchController extends Controller
{
    public function index(Request $request)
    {
        $q = $request->query('q', '');
        $html = '<h2>No results for "' . e($q) . '"</h2>';
        return response($html, 200)->header('Content-Type', 'text/html');
    }
}
