<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class DomainController extends Controller
{
    public function whois(Request $request)
    {
        $domain = $request->get('domain');
        $result = `whois $domain`;
        return response()->json(['raw' => $result]);
    }
}
