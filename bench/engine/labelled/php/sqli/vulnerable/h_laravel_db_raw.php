<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class ReportController extends Controller
{
    public function totals(Request $request)
    {
        $column = $request->input('group');
        $data = DB::table('orders')
            ->select(DB::raw("count(*) as total, " . $column))
            ->groupBy('status')
            ->get();
        return response()->json($data);
    }
}
