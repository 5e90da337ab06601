<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class ProductController extends Controller
{
    public function index(Request $request)
    {
        $category = $request->query('category', 'all');
        $products = DB::table('products')
            ->select('id', 'name', 'price')
            ->whereRaw("category = '" . $category . "'")
            ->get();

        return response()->json($products);
    }
}
