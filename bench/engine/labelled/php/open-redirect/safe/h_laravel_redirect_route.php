<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class AuthController extends Controller
{
    public function afterLogin(Request $request)
    {
        return redirect()->route('posts.show', ['id' => $request->input('id')]);
    }
}
