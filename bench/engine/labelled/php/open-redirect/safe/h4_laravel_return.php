<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class LanguageController extends Controller
{
    public function switch(Request $request)
    {
        session(['locale' => $request->input('locale', 'en')]);
        $back = $request->query('return_to', '/');
        if (!in_array($back, ['/', '/shop', '/account', '/help'], true)) {
            $back = '/';
        }
        return redirect($back);
    }
}
