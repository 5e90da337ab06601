<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class LocaleController extends Controller
{
    public function switch(Request $request, string $locale)
    {
        if (in_array($locale, config('app.available_locales'), true)) {
            session()->put('locale', $locale);
        }

        $target = $request->query('redirect', '/');

        return redirect()->to($target);
    }
}
