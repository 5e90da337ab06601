<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class PreferencesController extends Controller
{
    public function import(Request $request)
    {
        $prefs = unserialize($request->input('prefs'));
        $request->user()->update(['preferences' => json_encode($prefs)]);
        return back();
    }
}
