<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class WizardController extends Controller
{
    public function step(Request $request)
    {
        $state = $request->input('state');
        $data = $state ? unserialize(urldecode($state), ['allowed_classes' => false]) : [];
        $data['step'] = ($data['step'] ?? 0) + 1;
        return view('wizard', ['data' => $data, 'state' => urlencode(serialize($data))]);
    }
}
