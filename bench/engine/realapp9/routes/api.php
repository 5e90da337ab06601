<?php

use App\Http\Controllers\Api\LinkPreviewController;
use App\Http\Controllers\Api\SlotController;
use App\Http\Controllers\WebhookController;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Route;

Route::get('/slots', [SlotController::class, 'index']);
Route::get('/slots/{doctor}', [SlotController::class, 'forDoctor']);
Route::post('/slots/hold', [SlotController::class, 'hold']);

Route::get('/preview', [LinkPreviewController::class, 'show']);
Route::get('/preview/partner', [LinkPreviewController::class, 'partner']);
Route::post('/webhooks/lab', [WebhookController::class, 'lab']);

Route::get('/doctors', function (Request $request) {
    $specialty = $request->query('specialty');
    $rows = DB::select("SELECT id, name, specialty FROM doctors WHERE active = 1 AND specialty = '$specialty'");
    return response()->json($rows);
});

Route::get('/doctors/{id}/reviews', function (Request $request, $id) {
    return response()->json(
        DB::select('SELECT rating, body, created_at FROM reviews WHERE doctor_id = ? ORDER BY created_at DESC', [$id])
    );
});

Route::get('/jsonp/clinics', function (Request $request) {
    $callback = $request->query('callback', 'cb');
    $payload = json_encode(DB::table('clinics')->select('id', 'name')->get());
    return response()->make($callback . '(' . $payload . ')', 200, ['Content-Type' => 'text/html']);
});
