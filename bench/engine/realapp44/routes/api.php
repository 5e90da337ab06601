<?php

use App\Http\Controllers\Api\AvailabilityController;
use App\Http\Controllers\Api\WebhookController;
use App\Models\Booking;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Route;

Route::get('/availability', [AvailabilityController::class, 'index']);
Route::get('/availability/{boat}', [AvailabilityController::class, 'show']);
Route::get('/availability/calendar/export', [AvailabilityController::class, 'calendar']);
Route::post('/webhooks/register', [WebhookController::class, 'register']);
Route::post('/webhooks/test', [WebhookController::class, 'test']);

Route::get('/bookings/by-reference', function (Request $request) {
    return Booking::whereRaw("reference = '" . $request->get('ref') . "'")->first();
});

Route::get('/bookings/by-email', function (Request $request) {
    return Booking::whereRaw('customer_email = ?', [$request->get('email')])->get();
});

Route::get('/stats/season', function (Request $request) {
    $year = (int) $request->query('year', date('Y'));
    return DB::select("SELECT month, SUM(total) AS revenue FROM bookings WHERE YEAR(starts_at) = $year GROUP BY month");
});

Route::get('/stats/harbour', function (Request $request) {
    $harbour = $request->query('harbour');
    return DB::select("SELECT COUNT(*) AS n FROM bookings WHERE harbour = '$harbour'");
});
