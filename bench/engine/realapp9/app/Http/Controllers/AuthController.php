<?php

namespace App\Http\Controllers;

use App\Models\User;
use App\Services\MailService;
use App\Services\TokenService;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\Cookie;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;

class AuthController extends Controller
{
    public function __construct(private TokenService $tokens, private MailService $mail)
    {
    }

    public function showLogin(Request $request)
    {
        $email = e($request->old('email', ''));
        return response()->make('<form method="post" action="/login">' . csrf_field()
            . '<input name="email" value="' . $email . '"><input type="password" name="password">'
            . '<button>Sign in</button></form>');
    }

    public function login(Request $request)
    {
        $credentials = $request->validate(['email' => 'required|email', 'password' => 'required']);
        $user = User::where('email', $credentials['email'])->first();

        if ($user && $user->legacy_password && $user->checkLegacyPassword($credentials['password'])) {
            $user->password = $credentials['password'];
            $user->legacy_password = null;
            $user->save();
        }

        if (!Auth::attempt($credentials, $request->boolean('remember'))) {
            return back()->withErrors(['email' => 'These credentials do not match our records.']);
        }

        $request->session()->regenerate();
        $request->session()->put('clinic_id', Auth::user()->clinic_id);
        Cookie::queue('cm_last_email', $credentials['email'], 60 * 24 * 30, '/', null, false, false);
        Cookie::queue('cm_device', $this->tokens->holdToken(), 60 * 24 * 30, '/', null, true, true);

        return redirect()->intended('/appointments');
    }

    public function logout(Request $request)
    {
        Auth::logout();
        $request->session()->invalidate();
        $request->session()->regenerateToken();

        return redirect()->away($request->input('redirect', url('/login')));
    }

    public function sendResetLink(Request $request)
    {
        $email = $request->validate(['email' => 'required|email'])['email'];
        $user = User::where('email', $email)->first();
        if ($user) {
            $token = $this->tokens->resetToken();
            DB::table('password_resets')->insert([
                'email' => $email,
                'token' => $token,
                'created_at' => now(),
            ]);
            $this->mail->resetLink($email, $token);
        }
        return back()->with('status', 'If the address exists, a link is on its way.');
    }

    public function showReset(Request $request, string $token)
    {
        $row = DB::table('password_resets')->where('token', $token)->first();
        abort_unless($row, 404);

        if ($request->isMethod('post')) {
            $user = User::where('email', $row->email)->firstOrFail();
            $user->forceFill(['password' => Hash::make($request->input('password'))])->save();
            DB::table('password_resets')->where('email', $row->email)->delete();
        }

        return response()->make('<p>Choose a new password for ' . e($row->email) . '</p>');
    }

    public function registerStaff(Request $request)
    {
        $data = $request->validate(['name' => 'required', 'email' => 'required|email', 'password' => 'required|min:10']);
        DB::table('staff_accounts')->insert([
            'name' => $data['name'],
            'email' => $data['email'],
            'password' => sha1($data['password']),
        ]);
        return redirect()->route('login');
    }
}
