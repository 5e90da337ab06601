<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class AuthTokenController extends Controller
{
    public function issue(Request $request)
    {
        $token = $request->user()->createToken('web')->plainTextToken;
        return response()->json(['ok' => true])
            ->withCookie(cookie('api_token', $token, 60, '/', null, true, true));
    }
}
