<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class PricingController extends Controller
{
    public function preview(Request $request)
    {
        $formula = $request->input('formula');
        $base = 100;
        $price = eval("return {$base} * {$formula};");
        return response()->json(['price' => $price]);
    }
}
