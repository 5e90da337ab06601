<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class SearchController extends Controller
{
    public function results(Request $request)
    {
        $q = $request->input('q');
        return response()->json(['query' => $q, 'results' => []]);
    }
}
