<?php
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Route;

// A route closure's returned string is the text/html response body.
// ruleid: php-xss
Route::get('/r9/welcome', function (Request $request) {
    $name = $request->query('name', 'guest');
    return '<h2>Welcome back, ' . $name . '</h2>';
});

// ok: php-xss
Route::get('/r9/hello', function (Request $request) {
    return '<h2>Hello, ' . e($request->query('name', 'guest')) . '</h2>';
});

// Arrays become JSON; response objects are judged where they are built.
// ok: php-xss
Route::get('/r9/json', function (Request $request) {
    return response()->json(['q' => $request->query('q')]);
});

// ok: php-xss
Route::post('/r9/array', function (Request $request) {
    return ['q' => $request->input('q')];
});

// ok: php-xss
Route::get('/r9/back', function (Request $request) {
    return redirect()->route('home')->with('q', $request->query('q'));
});
