<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class LogController extends Controller
{
    public function show(Request $request)
    {
        $lines = file(storage_path('logs/') . basename($request->input('log')));
        return response()->json(['lines' => array_slice($lines, -50)]);
    }
}
