<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class UserSearchController extends Controller
{
    public function index(Request $request)
    {
        $name = $request->input('name');
        $users = DB::table('users')->whereRaw("name = '$name'")->get();
        return view('users.index', ['users' => $users]);
    }
}
