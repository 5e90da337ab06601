<?php

namespace App\Http\Controllers;

use App\Models\Coupon;
use Illuminate\Http\Request;

class CheckoutController extends Controller
{
    public function applyDiscount(Request $request)
    {
        $request->validate(['code' => 'required|string|max:32']);

        $coupon = Coupon::where('code', $request->input('code'))->where('active', true)->first();
        if ($coupon) {
            $request->session()->put('discount_percent', $coupon->percent);
            $request->session()->put('discount_code', $coupon->code);
        }

        return redirect()->route('checkout.review');
    }
}
