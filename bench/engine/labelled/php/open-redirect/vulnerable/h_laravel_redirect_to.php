<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class AuthController extends Controller
{
    public function afterLogin(Request $request)
    {
        return redirect()->to($request->input('return'));
    }
}
