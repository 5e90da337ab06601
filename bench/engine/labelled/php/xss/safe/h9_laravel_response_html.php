<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class GreetingController extends Controller
{
    public function show(Request $request)
    {
        $name = $request->input('name', 'guest');
        return response('<h1>Hello ' . e($name) . '</h1>', 200)
            ->header('Content-Type', 'text/html');
    }
}
