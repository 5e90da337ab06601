<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class H9SessionHelperController extends Controller
{
    public function store(Request $request)
    {
        // ruleid: php-trust-boundary-session
        session(['owner' => $request->input('owner_id')]);
        // ok: php-trust-boundary-session
        session(['owner' => $request->user()->id]);
        // ok: php-trust-boundary-session
        $saved = session($request->input('key'));
        return response()->json(['saved' => $saved]);
    }
}
