<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Routing\Controller as BaseController;

abstract class R9BaseController extends BaseController
{
}

// A Laravel controller action's returned string is the text/html response body.
class R9SearchController extends R9BaseController
{
    public function results(Request $request)
    {
        $term = (string) $request->query('q', '');
        // ruleid: php-xss
        $html = '<p>Results for <b>' . $term . '</b></p>';
        // ruleid: php-xss
        return $html;
    }

    public function escaped(Request $request)
    {
        // ok: php-xss
        return '<p>Results for <b>' . e($request->query('q')) . '</b></p>';
    }

    // Arrays become JSON; response objects are judged where they are built.
    public function asJson(Request $request)
    {
        // ok: php-xss
        return response()->json(['q' => $request->query('q')]);
    }

    public function asArray(Request $request)
    {
        // ok: php-xss
        return ['q' => $request->query('q')];
    }

    public function back(Request $request)
    {
        // ok: php-xss
        return redirect()->route('search')->with('q', $request->query('q'));
    }

    // `redirect($to)` is already the redirect response; a cookie or header attached to it is no body.
    public function remember(Request $request)
    {
        // ok: php-xss
        return redirect('/account')->withCookie(cookie('layout', json_encode($request->input('layout', [])), 60, '/', null, true, true));
    }

    public function rememberHeader(Request $request)
    {
        // ok: php-xss
        return redirect('/account')->withHeaders(['X-Layout' => $request->input('layout')]);
    }

    public function download(Request $request)
    {
        // ok: php-xss
        return response()->download(storage_path('app/exports/' . basename($request->query('f'))));
    }
}

// A class that is not a controller: what its methods return is not a response.
class R9Formatter
{
    public function label(Request $request)
    {
        // ok: php-xss
        return '<b>' . $request->query('q') . '</b>';
    }
}
