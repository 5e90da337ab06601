<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class OrderController extends Controller
{
    public function index(Request $request)
    {
        $status = $request->input('status', 'open');
        $orders = DB::table('orders')
            ->whereRaw("status = '" . $status . "'")
            ->orderBy('created_at', 'desc')
            ->get();
        return view('orders.index', ['orders' => $orders]);
    }
}
