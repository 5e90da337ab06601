<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class CartController extends Controller
{
    public function claim(Request $request)
    {
        session(['cart_owner' => $request->user()->id]);
        return back();
    }
}
