<?php
namespace App\Http\Controllers;

use App\Models\Invite;
use Illuminate\Http\Request;
use Illuminate\Support\Str;

class InviteController extends Controller
{
    public function store(Request $request)
    {
        $invite = Invite::create([
            'email' => $request->input('email'),
            'code' => Str::random(40),
        ]);
        return response()->json(['code' => $invite->code]);
    }
}
