<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class ImpersonateController extends Controller
{
    public function start(Request $request)
    {
        $request->session()->put('acting_as', $request->input('user_id'));
        return redirect('/dashboard');
    }
}
