<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class PreferencesController extends Controller
{
    public function import(Request $request)
    {
        $prefs = json_decode($request->input('prefs'), true, 8, JSON_THROW_ON_ERROR);
        $request->user()->update(['preferences' => json_encode($prefs)]);
        return back();
    }
}
