<?php
namespace App\Http\Controllers;

use App\Models\Invite;
use Illuminate\Http\Request;

class InviteController extends Controller
{
    public function store(Request $request)
    {
        $invite = Invite::create([
            'email' => $request->input('email'),
            'code' => md5(microtime() . mt_rand()),
        ]);
        return response()->json(['code' => $invite->code]);
    }
}
