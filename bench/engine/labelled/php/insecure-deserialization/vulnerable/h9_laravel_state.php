<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class ExportController extends Controller
{
    public function resume(Request $request)
    {
        $filters = unserialize(base64_decode($request->input('filters')));
        return response()->json(['filters' => $filters]);
    }
}
