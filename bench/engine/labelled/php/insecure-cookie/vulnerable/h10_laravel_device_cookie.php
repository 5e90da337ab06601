<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use Illuminate\Support\Str;

class TrustedDeviceController extends Controller
{
    public function store(Request $request)
    {
        $deviceToken = Str::random(48);
        $request->user()->trustedDevices()->create([
            'token' => hash('sha256', $deviceToken),
            'agent' => $request->userAgent(),
        ]);

        $cookie = cookie('trusted_device', $deviceToken, 60 * 24 * 90, '/', null, false, false);

        return redirect()->intended('/home')->withCookie($cookie);
    }
}
