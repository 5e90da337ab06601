<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class LanguageController extends Controller
{
    public function switch(Request $request)
    {
        session(['locale' => in_array($request->input('lang'), ['en', 'de'], true) ? $request->input('lang') : 'en']);
        $return = $request->query('return', '/');
        return redirect($return);
    }
}
