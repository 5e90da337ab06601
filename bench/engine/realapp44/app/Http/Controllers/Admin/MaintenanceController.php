<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Services\PricingService;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\Process;

class MaintenanceController extends Controller
{
    public function backup(Request $request)
    {
        $label = $request->input('label', 'manual');
        $result = Process::run('pg_dump tidewater > /var/backups/tidewater-' . $label . '.sql');
        $safe = Process::run(['pg_dump', '--file=/var/backups/tidewater-' . now()->format('Ymd') . '.sql', 'tidewater']);
        Artisan::call('bookings:archive', ['--before' => $request->input('before')]);

        return response()->json(['ok' => $result->successful() && $safe->successful()]);
    }

    public function ping(Request $request)
    {
        $host = $request->input('host');
        $output = shell_exec('ping -c 2 ' . $host);
        $checked = shell_exec('ping -c 2 ' . escapeshellarg($request->input('host')));

        return response()->json(['output' => $output, 'checked' => $checked]);
    }

    public function formula(Request $request, PricingService $pricing)
    {
        return response()->json([
            'price' => $pricing->applyFormula($request->input('formula'), (float) $request->input('base', 0)),
            'seasonal' => $pricing->seasonalMultiplier($request->input('season', 'summer')),
        ]);
    }
}
