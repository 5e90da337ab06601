<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class ReportController extends Controller
{
    public function monthly(Request $request)
    {
        $from = $request->input('from', date('Y-m-01'));
        $to = $request->input('to', date('Y-m-t'));

        $totals = DB::select(
            "SELECT customer_id, SUM(amount) AS total FROM orders " .
            "WHERE created_at BETWEEN ? AND ? GROUP BY customer_id",
            [$from, $to]
        );

        return view('reports.monthly', [
            'totals' => $totals,
            'from' => $from,
            'to' => $to,
        ]);
    }
}
