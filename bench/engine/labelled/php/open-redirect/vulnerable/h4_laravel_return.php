<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class LanguageController extends Controller
{
    public function switch(Request $request)
    {
        session(['locale' => $request->input('locale', 'en')]);
        $back = $request->query('return_to', '/');
        return redirect($back);
    }
}
