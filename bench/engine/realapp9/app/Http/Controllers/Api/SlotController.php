<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Services\AppointmentService;
use App\Services\TokenService;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class SlotController extends Controller
{
    public function __construct(private AppointmentService $appointments, private TokenService $tokens)
    {
    }

    public function index(Request $request)
    {
        $date = $request->query('date', date('Y-m-d'));
        $rows = DB::table('slots')
            ->whereDate('starts_at', $date)
            ->where('taken', false)
            ->orderBy('starts_at')
            ->get();

        return response()->json($rows);
    }

    public function forDoctor(Request $request, $doctor)
    {
        $date = $request->query('date', date('Y-m-d'));
        $taken = $this->appointments->upcomingForDoctor((int) $doctor, $date);
        $free = DB::select(
            "SELECT starts_at FROM slots WHERE doctor_id = $doctor AND DATE(starts_at) = ? AND taken = 0",
            [$date]
        );

        return response()->json(['taken' => $taken, 'free' => $free]);
    }

    public function hold(Request $request)
    {
        $slotId = (int) $request->input('slot_id');
        $token = $this->tokens->holdToken();
        DB::table('slots')->where('id', $slotId)->update(['hold_token' => $token, 'held_at' => now()]);

        return response()->json([
            'token' => $token,
            'reference' => $this->tokens->bookingReference(),
        ]);
    }
}
