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
        $host = parse_url($target, PHP_URL_HOST);
        if ($host !== null && $host !== $request->getHost()) {
            $target = '/';
        }

        return redirect()->to($target);
    }
}
