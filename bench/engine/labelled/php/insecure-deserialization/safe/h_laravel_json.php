<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class CartController extends Controller
{
    public function show(Request $request)
    {
        $cart = json_decode($request->cookie('cart'), true);
        return view('cart', ['cart' => $cart]);
    }
}
