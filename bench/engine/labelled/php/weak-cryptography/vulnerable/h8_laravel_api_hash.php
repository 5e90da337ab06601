<?php

namespace App\Http\Controllers;

use App\Models\User;
use Illuminate\Http\Request;

class AccountController extends Controller
{
    public function changePassword(Request $request)
    {
        $user = $request->user();
        $user->password = hash('md5', $request->input('new_password'));
        $user->save();
        return response()->json(['ok' => true]);
    }
}
