<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Models\Boat;
use App\Services\WeatherService;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class AvailabilityController extends Controller
{
    public function __construct(private WeatherService $weather)
    {
    }

    public function index(Request $request)
    {
        $type = $request->query('type');
        $boats = Boat::available($request->query('date'))->ofType($type)->get();

        return response()->json($boats);
    }

    public function show(Request $request, string $boat)
    {
        $row = DB::table('boats')->whereRaw('id = ' . $boat)->first();
        $slots = DB::table('bookings')->where('boat_id', $boat)->whereDate('starts_at', '>=', $request->query('from'))->get();
        $forecast = $this->weather->forecastFor($row->harbour ?? 'portsmouth', $request->query('provider'));

        return response()->json(['boat' => $row, 'slots' => $slots, 'forecast' => $forecast]);
    }

    public function calendar(Request $request)
    {
        $callback = $request->query('callback', 'renderCalendar');
        $json = json_encode(DB::table('bookings')->select('boat_id', 'starts_at', 'days')->get());

        return response($callback . '(' . $json . ');')->header('Content-Type', 'text/html');
    }
}
