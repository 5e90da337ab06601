<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class LoginController extends Controller
{
    public function afterLogin(Request $request)
    {
        $target = $request->input('return_to', '/home');
        return redirect($target);
    }
}
