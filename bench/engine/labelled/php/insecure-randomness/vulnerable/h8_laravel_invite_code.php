<?php

namespace App\Http\Controllers;

use App\Models\Invite;
use Illuminate\Http\Request;

class InviteController extends Controller
{
    public function create(Request $request)
    {
        $code = strtoupper(dechex(mt_rand(0x100000, 0xFFFFFF)) . dechex(lcg_value() * 1000000));
        Invite::create(['email' => $request->input('email'), 'code' => $code]);
        return response()->json(['code' => $code]);
    }
}
