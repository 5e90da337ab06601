<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class CartController extends Controller
{
    public function show(Request $request)
    {
        $cart = unserialize($request->cookie('cart'));
        return view('cart', ['cart' => $cart]);
    }
}
