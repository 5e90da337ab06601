<?php

use App\Http\Controllers\AppointmentController;
use App\Http\Controllers\AuthController;
use App\Http\Controllers\DocumentController;
use App\Http\Controllers\ImportController;
use App\Http\Controllers\PatientController;
use App\Http\Controllers\ReportController;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Route;

Route::get('/', function () {
    return redirect()->route('appointments.index');
});

Route::get('/login', [AuthController::class, 'showLogin'])->name('login');
Route::post('/login', [AuthController::class, 'login']);
Route::post('/logout', [AuthController::class, 'logout'])->name('logout');
Route::post('/password/forgot', [AuthController::class, 'sendResetLink']);
Route::get('/password/reset/{token}', [AuthController::class, 'showReset']);

Route::get('/welcome', function (Request $request) {
    $name = $request->query('name', 'guest');
    return "<h2>Welcome back, " . $name . "!</h2><p>Your clinic portal is ready.</p>";
});

Route::get('/hello', function (Request $request) {
    return '<h2>Hello, ' . e($request->query('name', 'guest')) . '</h2>';
});

Route::get('/clinics/{slug}', function (string $slug) {
    $clinic = DB::table('clinics')->where('slug', $slug)->first();
    abort_if(!$clinic, 404);
    return response()->json($clinic);
});

Route::middleware('auth')->group(function () {
    Route::get('/appointments', [AppointmentController::class, 'index'])->name('appointments.index');
    Route::post('/appointments', [AppointmentController::class, 'store']);
    Route::get('/appointments/search', [AppointmentController::class, 'search']);
    Route::post('/appointments/{id}/notes', [AppointmentController::class, 'updateNotes']);
    Route::post('/appointments/{id}/cancel', [AppointmentController::class, 'cancel']);

    Route::get('/patients', [PatientController::class, 'index']);
    Route::get('/patients/{id}', [PatientController::class, 'show']);
    Route::get('/patients/{id}/card', [PatientController::class, 'card']);
    Route::post('/patients/{id}/contact', [PatientController::class, 'contact']);

    Route::get('/documents/{id}/download', [DocumentController::class, 'download']);
    Route::get('/documents/template', [DocumentController::class, 'template']);
    Route::get('/documents/attachment', [DocumentController::class, 'attachment']);
    Route::get('/documents/letterhead', [DocumentController::class, 'letterhead']);
    Route::get('/documents/invoices/{number}', [DocumentController::class, 'invoice']);
    Route::get('/documents/export', [DocumentController::class, 'export']);
    Route::post('/staff', [AuthController::class, 'registerStaff']);

    Route::get('/reports/export', [ReportController::class, 'export']);
    Route::get('/reports/archive', [ReportController::class, 'archive']);
    Route::get('/reports/calc', [ReportController::class, 'calc']);
    Route::post('/reports/convert', [ReportController::class, 'convert']);

    Route::post('/import/patients', [ImportController::class, 'patients']);
    Route::post('/import/schedule', [ImportController::class, 'schedule']);

    Route::post('/clinic/switch', function (Request $request) {
        $request->session()->put('clinic_id', $request->input('clinic_id'));
        return back();
    });
});
