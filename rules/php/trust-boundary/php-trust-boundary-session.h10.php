<?php
namespace App\Http\Controllers;

use App\Models\Coupon;
use App\Models\Plan;
use Illuminate\Http\Request;

// A record an Eloquent query found is what the database holds: the request only chose which one.
class H10CouponController extends Controller
{
    public function apply(Request $request)
    {
        $coupon = Coupon::where('code', $request->input('code'))->where('active', true)->first();
        if ($coupon) {
            // ok: php-trust-boundary-session
            $request->session()->put('discount', $coupon->percent);
        }
        $plan = Plan::findOrFail($request->input('plan'));
        // ok: php-trust-boundary-session
        session(['plan' => $plan->name]);
        $picked = collect($request->input('addons', []))->where('enabled', true);
        // ruleid: php-trust-boundary-session
        session(['addons' => $picked]);
        // ruleid: php-trust-boundary-session
        $request->session()->put('code', $request->input('code'));
        return redirect('/checkout');
    }
}
