<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class PricingController extends Controller
{
    public function preview(Request $request)
    {
        $formula = $request->input('formula', 'price * 1');
        $price = 100;
        $total = eval("return {$formula};");
        return response()->json(['total' => $total]);
    }
}
