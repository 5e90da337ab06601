<?php

namespace App\Http\Controllers;

use App\Models\Customer;
use App\Services\TokenService;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Str;

class AuthController extends Controller
{
    public function __construct(private TokenService $tokens)
    {
    }

    public function showLogin(Request $request)
    {
        return view('auth.login', ['intended' => $request->query('intended')]);
    }

    public function login(Request $request)
    {
        $credentials = $request->validate(['email' => 'required|email', 'password' => 'required|string']);

        if (! Auth::attempt($credentials, $request->boolean('remember'))) {
            return back()->withErrors(['email' => 'These credentials do not match our records.']);
        }
        $request->session()->regenerate();

        $intended = $request->input('intended');
        if ($intended && Str::startsWith($intended, '/') && ! Str::startsWith($intended, '//')) {
            return redirect()->to($intended);
        }

        return redirect()->to($request->input('fallback', '/account'));
    }

    public function forgot(Request $request)
    {
        $email = $request->validate(['email' => 'required|email'])['email'];
        $customer = Customer::where('email', $email)->first();
        if ($customer) {
            $token = $this->tokens->passwordResetToken();
            DB::table('password_reset_tokens')->updateOrInsert(
                ['email' => $email],
                ['token' => Hash::make($token), 'created_at' => now()]
            );
            $legacyCode = md5($email . time());
            DB::table('legacy_reset_codes')->insert(['email' => $email, 'code' => $legacyCode]);
        }

        return back()->with('status', 'If that address is registered, a reset link is on its way.');
    }

    public function logout(Request $request)
    {
        Auth::logout();
        $request->session()->invalidate();
        $request->session()->regenerateToken();

        return redirect($request->query('return', '/'));
    }
}
