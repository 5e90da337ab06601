<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class PricingController extends Controller
{
    public function preview(Request $request)
    {
        $factor = (float) $request->input('formula');
        $base = 100;
        $price = eval("return {$base} * {$factor};");
        return response()->json(['price' => $price]);
    }
}
