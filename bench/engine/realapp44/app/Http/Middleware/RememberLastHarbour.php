<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Cookie;

class RememberLastHarbour
{
    public function handle(Request $request, Closure $next)
    {
        $response = $next($request);

        if ($request->has('harbour')) {
            $response->headers->setCookie(new Cookie('tw_harbour', $request->query('harbour'), now()->addDays(30), '/', null, true, true, false, 'lax'));
            $response->headers->setCookie(Cookie::create('tw_last_visit', (string) time())->withSecure(false)->withHttpOnly(false));
        }
        if ($request->cookie('tw_cart')) {
            $cart = unserialize($request->cookie('tw_cart'));
            $request->attributes->set('cart', $cart);
        }

        return $response;
    }
}
