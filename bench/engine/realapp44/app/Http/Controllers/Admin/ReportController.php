<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Repositories\BookingRepository;
use App\Repositories\CustomerRepository;
use App\Services\ExportService;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class ReportController extends Controller
{
    public function __construct(
        private BookingRepository $bookings,
        private CustomerRepository $customers,
        private ExportService $exports,
    ) {
    }

    public function revenue(Request $request)
    {
        $from = $request->query('from', now()->startOfYear()->toDateString());
        $byMonth = $this->bookings->revenueByMonth($from);
        $byGroup = $this->bookings->revenueBy($request->query('group', 'boat_id'), $from);

        return view('admin.revenue', ['byMonth' => $byMonth, 'byGroup' => $byGroup, 'title' => $request->query('title')]);
    }

    public function utilisation(Request $request)
    {
        $boatId = $request->integer('boat');
        $rows = DB::select('SELECT DATE(starts_at) AS day, days FROM bookings WHERE boat_id = :boat', ['boat' => $boatId]);
        $customers = $this->customers->search($request->query('q', ''), $request->query('city', 'Portsmouth'));
        $this->customers->markVip($request->input('vip_emails', "''"));

        return view('admin.utilisation', ['rows' => $rows, 'customers' => $customers]);
    }

    public function export(Request $request)
    {
        $format = $request->input('format') === 'xlsx' ? 'xlsx' : 'csv';
        $path = $this->exports->bookingsExport($format, $request->input('filename', 'bookings'));

        return response()->download($path);
    }
}
