<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class PricingController extends Controller
{
    public function preview(Request $request)
    {
        $factor = (float) $request->input('factor', 1);
        $price = 100;
        $total = eval("return {$price} * {$factor};");
        return response()->json(['total' => $total]);
    }
}
