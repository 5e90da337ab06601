<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class ReportController extends Controller
{
    public function byCustomer(Request $request)
    {
        $customer = trim($request->input('customer'));
        $rows = DB::select("select id, amount, created_at from invoices where customer_name = '" . $customer . "'");
        return response()->json($rows);
    }
}
