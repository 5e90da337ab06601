<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class ReportController extends Controller
{
    public function index(Request $request)
    {
        $year = $request->input('year');
        $rows = DB::table('invoices')
            ->select(DB::raw('SUM(total) AS total'))
            ->whereRaw('YEAR(created_at) = ?', [$year])
            ->get();
        return response()->json($rows);
    }
}
