<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class CheckoutController extends Controller
{
    public function applyDiscount(Request $request)
    {
        $request->validate(['code' => 'required|string|max:32']);

        $request->session()->put('discount_percent', $request->input('percent'));
        $request->session()->put('discount_code', $request->input('code'));

        return redirect()->route('checkout.review');
    }
}
