<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class LanguageController extends Controller
{
    public function switch(Request $request)
    {
        session(['locale' => in_array($request->input('lang'), ['en', 'de'], true) ? $request->input('lang') : 'en']);
        $return = $request->query('return', '/');
        $host = parse_url($return, PHP_URL_HOST);
        if ($host !== null && $host !== $request->getHost()) {
            $return = '/';
        }
        return redirect()->to($return);
    }
}
