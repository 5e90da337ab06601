<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class PreferenceController extends Controller
{
    public function store(Request $request)
    {
        $token = bin2hex(random_bytes(24));
        $request->user()->forceFill(['device_token' => hash('sha256', $token)])->save();
        return response()->json(['ok' => true])
            ->cookie('device_token', $token, 60 * 24 * 365, '/', null, false, false);
    }
}
