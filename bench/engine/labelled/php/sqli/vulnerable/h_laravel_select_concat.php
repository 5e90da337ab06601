<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class PostController extends Controller
{
    public function show(Request $request)
    {
        $rows = DB::select("SELECT title, body FROM posts WHERE id = " . $request->query('id'));
        return response()->json($rows);
    }
}
