<?php

use App\Http\Controllers\AccountController;
use App\Http\Controllers\Admin\MaintenanceController;
use App\Http\Controllers\Admin\ReportController;
use App\Http\Controllers\AuthController;
use App\Http\Controllers\BoatController;
use App\Http\Controllers\BookingController;
use App\Http\Controllers\DocumentController;
use App\Http\Controllers\ImportController;
use App\Models\Boat;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Route;

Route::get('/', function () {
    return view('boats.index', ['boats' => Boat::where('active', true)->orderBy('name')->get()]);
});

Route::get('/harbour/{slug}', function (string $slug) {
    $boats = DB::select("SELECT * FROM boats WHERE harbour_slug = '" . $slug . "' AND active = 1");
    return view('boats.index', ['boats' => $boats]);
});

Route::get('/marina/{code}', function (string $code) {
    $boats = DB::select('SELECT * FROM boats WHERE marina_code = ? AND active = 1', [$code]);
    return view('boats.index', ['boats' => $boats]);
});

Route::get('/go', function (Request $request) {
    return redirect()->away($request->query('next'));
});

Route::get('/back', function (Request $request) {
    $target = $request->query('to', 'home');
    $allowed = ['home' => '/', 'fleet' => '/boats', 'account' => '/account'];
    return redirect()->to($allowed[$target] ?? '/');
});

Route::get('/hello', function (Request $request) {
    return response('<p>Ahoy, ' . $request->input('name') . '!</p>');
});

Route::get('/hello-safe', function (Request $request) {
    return response('<p>Ahoy, ' . e($request->input('name')) . '!</p>');
});

Route::get('/brochures/{name}', function (string $name) {
    return response(brochure_contents($name))->header('Content-Type', 'application/pdf');
});

Route::get('/harbours/{name}/photo', function (string $name) {
    return redirect(harbour_asset($name));
});

Route::resource('boats', BoatController::class);
Route::get('/search', [BoatController::class, 'search'])->name('boats.search');

Route::get('/bookings/create/{boat}', [BookingController::class, 'create'])->name('bookings.create');
Route::post('/bookings', [BookingController::class, 'store'])->name('bookings.store');
Route::get('/bookings/{booking}/confirm', [BookingController::class, 'confirm'])->name('bookings.confirm');
Route::get('/bookings/lookup', [BookingController::class, 'lookup']);

Route::get('/login', [AuthController::class, 'showLogin'])->name('login');
Route::post('/login', [AuthController::class, 'login']);
Route::post('/password/forgot', [AuthController::class, 'forgot']);
Route::get('/logout', [AuthController::class, 'logout']);

Route::middleware('auth')->group(function () {
    Route::get('/account', [AccountController::class, 'show'])->name('account');
    Route::post('/account/preferences', [AccountController::class, 'savePreferences']);
    Route::get('/documents/{name}', [DocumentController::class, 'show']);
    Route::get('/documents/download/{id}', [DocumentController::class, 'download']);
    Route::get('/documents/file', [DocumentController::class, 'legacyFile']);
    Route::post('/documents', [DocumentController::class, 'upload']);
    Route::get('/receipts/preview', [DocumentController::class, 'receipt']);
});

Route::prefix('admin')->middleware(['auth', 'can:admin'])->group(function () {
    Route::get('/reports/revenue', [ReportController::class, 'revenue']);
    Route::get('/reports/utilisation', [ReportController::class, 'utilisation']);
    Route::post('/reports/export', [ReportController::class, 'export']);
    Route::post('/maintenance/backup', [MaintenanceController::class, 'backup']);
    Route::post('/maintenance/ping', [MaintenanceController::class, 'ping']);
    Route::post('/maintenance/formula', [MaintenanceController::class, 'formula']);
    Route::post('/import/fleet', [ImportController::class, 'fleet']);
    Route::post('/import/tides', [ImportController::class, 'tides']);
});
