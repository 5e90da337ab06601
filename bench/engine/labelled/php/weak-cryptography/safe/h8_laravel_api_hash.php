<?php

namespace App\Http\Controllers;

use App\Models\User;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Hash;

class AccountController extends Controller
{
    public function changePassword(Request $request)
    {
        $user = $request->user();
        $user->password = Hash::make($request->input('new_password'));
        $user->save();
        return response()->json(['ok' => true]);
    }
}
