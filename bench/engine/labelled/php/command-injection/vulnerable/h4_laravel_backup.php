<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;

class BackupController extends Controller
{
    public function run(Request $request)
    {
        $database = $request->input('database');
        $file = storage_path('backups/' . date('Ymd') . '.sql');
        system("mysqldump --single-transaction {$database} > {$file}");
        return redirect()->route('admin.backups')->with('status', 'Backup created');
    }
}
