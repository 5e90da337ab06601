<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class ExportController extends Controller
{
    public function show(Request $request)
    {
        $reports = ['daily' => 'daily.csv', 'weekly' => 'weekly.csv', 'monthly' => 'monthly.csv'];
        $name = $reports[$request->query('report')] ?? 'daily.csv';
        $contents = file_get_contents(storage_path('app/reports/' . $name));
        return response($contents)->header('Content-Type', 'text/csv');
    }
}
