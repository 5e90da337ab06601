<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class ExportController extends Controller
{
    public function resume(Request $request)
    {
        $filters = json_decode(base64_decode($request->input('filters')), true);
        return response()->json(['filters' => $filters]);
    }
}
