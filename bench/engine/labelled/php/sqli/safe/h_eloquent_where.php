<?php
namespace App\Http\Controllers;

use App\Models\User;
use Illuminate\Http\Request;

class LoginController extends Controller
{
    public function lookup(Request $request)
    {
        $user = User::where('email', $request->input('email'))->first();
        if (!$user) {
            abort(404);
        }
        return response()->json(['id' => $user->id]);
    }
}
