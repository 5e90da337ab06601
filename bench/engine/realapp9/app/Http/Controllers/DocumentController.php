<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Storage;

class DocumentController extends Controller
{
    public function download(int $id)
    {
        $doc = DB::table('documents')->where('id', $id)->where('clinic_id', $this->clinicId())->first();
        abort_unless($doc, 404);

        return Storage::disk('documents')->download($doc->path, $doc->original_name);
    }

    public function template(Request $request)
    {
        $name = $request->query('name', 'default.html');
        $html = file_get_contents(resource_path('letter-templates/') . $name);

        return response($html)->header('Content-Type', 'text/plain');
    }

    public function attachment(Request $request)
    {
        $file = $request->query('file');
        return response()->download(storage_file('attachments', $file));
    }

    public function letterhead(Request $request)
    {
        $file = basename((string) $request->query('file', 'letterhead.png'));
        return response()->download(storage_file('letterheads', $file));
    }

    public function invoice(Request $request)
    {
        $number = $request->route('number');
        $path = storage_path('app/invoices/' . $this->clinicId() . '/' . $number . '.pdf');
        if (!is_file($path)) {
            abort(404);
        }
        return response()->file($path);
    }

    public function export(Request $request)
    {
        $allowed = ['patients.csv', 'appointments.csv', 'doctors.csv'];
        $file = $request->query('file');
        if (!in_array($file, $allowed, true)) {
            abort(400);
        }
        $csv = file_get_contents(storage_path('app/exports/' . $file));
        return response()->make($csv, 200, ['Content-Type' => 'text/csv']);
    }
}
