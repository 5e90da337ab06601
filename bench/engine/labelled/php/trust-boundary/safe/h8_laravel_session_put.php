<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;

class ImpersonateController extends Controller
{
    public function start(Request $request)
    {
        $request->session()->put('acting_as', Auth::id());
        return redirect('/dashboard');
    }
}
