<?php

namespace App\Http\Controllers;

use App\Models\Invite;
use Illuminate\Http\Request;

class InviteController extends Controller
{
    public function create(Request $request)
    {
        $code = strtoupper(bin2hex(random_bytes(6)));
        Invite::create(['email' => $request->input('email'), 'code' => $code]);
        return response()->json(['code' => $code]);
    }
}
