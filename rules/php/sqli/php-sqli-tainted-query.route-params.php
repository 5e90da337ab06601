<?php
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Route;

class WardController
{
    public function beds($ward)
    {
        // ruleid: php-sqli-tainted-query
        return DB::select("select * from beds where ward = '$ward'");
    }

    public function rooms($ward)
    {
        // ok: php-sqli-tainted-query
        return DB::select("select * from rooms where ward = $ward");
    }

    public function count(int $ward)
    {
        // ok: php-sqli-tainted-query
        return DB::select("select count(*) from beds where ward = $ward");
    }

    public function nurses(Request $request)
    {
        $ward = $request->route('ward');
        // ok: php-sqli-tainted-query
        return DB::select("select * from nurses where ward = $ward");
    }

    public function doctors(Request $request)
    {
        $ward = $request->route('ward');
        // ruleid: php-sqli-tainted-query
        return DB::select("select * from doctors where ward = '$ward'");
    }
}

// A placeholder reaches the handler's parameter of its name as URL text.
Route::get('/wards/{ward}/beds', [WardController::class, 'beds']);
// Constrained to digits: no quote or keyword can pass.
Route::get('/wards/{ward}/rooms', [WardController::class, 'rooms'])->where('ward', '[0-9]+');
Route::get('/wards/{ward}/count', [WardController::class, 'count']);
// `$request->route('ward')` under a digit constraint, and without one.
Route::get('/wards/{ward}/nurses', [WardController::class, 'nurses'])->whereNumber('ward');
Route::get('/wards/{ward}/doctors', [WardController::class, 'doctors']);

Route::get('/notes/{slug}', function ($slug) {
    // ruleid: php-sqli-tainted-query
    return DB::select("select * from notes where slug = '$slug'");
});

Route::get('/pages/{page}', function ($page) {
    // ok: php-sqli-tainted-query
    return DB::select("select * from pages where id = $page");
})->whereNumber('page');
