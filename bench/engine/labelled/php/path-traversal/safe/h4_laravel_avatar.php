<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class AvatarController extends Controller
{
    public function show(Request $request)
    {
        $name = basename((string) $request->query('name'));
        $path = storage_path('app/avatars/' . $name);
        return response()->file($path);
    }
}
