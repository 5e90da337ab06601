<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class DomainController extends Controller
{
    public function whois(Request $request)
    {
        $domain = $request->get('domain');
        if (!preg_match('/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i', $domain)) {
            abort(422, 'invalid domain');
        }
        $result = shell_exec('whois ' . escapeshellarg($domain));
        return response()->json(['raw' => $result]);
    }
}
