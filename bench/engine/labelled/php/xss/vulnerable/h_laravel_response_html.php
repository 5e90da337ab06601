<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class SearchController extends Controller
{
    public function results(Request $request)
    {
        $q = $request->input('q');
        return response("<h1>Results for " . $q . "</h1>");
    }
}
