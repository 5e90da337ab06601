<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;

class BackupController extends Controller
{
    public function run(Request $request)
    {
        $allowed = ['shop', 'blog', 'crm'];
        $database = $request->input('database');
        if (!in_array($database, $allowed, true)) {
            abort(422);
        }
        $file = storage_path('backups/' . date('Ymd') . '.sql');
        system("mysqldump --single-transaction {$database} > {$file}");
        return redirect()->route('admin.backups')->with('status', 'Backup created');
    }
}
