<?php

namespace App\Http\Controllers;

use App\Models\Booking;
use App\Support\Receipt;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Storage;

class DocumentController extends Controller
{
    public function show(Request $request, string $name)
    {
        return Storage::disk('documents')->download('waivers/' . $name);
    }

    public function download(Request $request, int $id)
    {
        $booking = Booking::where('user_id', $request->user()->id)->findOrFail($id);

        return Storage::disk('documents')->download('invoices/' . $booking->reference . '.pdf');
    }

    public function legacyFile(Request $request)
    {
        $file = $request->query('file');
        $path = storage_path('app/legacy/' . $file);

        return response()->file($path);
    }

    public function safeLegacyFile(Request $request)
    {
        $file = basename($request->query('file', ''));

        return response()->download(storage_path('app/legacy/' . $file));
    }

    public function upload(Request $request)
    {
        $request->validate(['scan' => 'required|file|mimes:pdf,jpg,png|max:4096']);
        $stored = $request->file('scan')->store('scans', 'documents');
        $request->file('scan')->move(public_path('uploads'), $request->file('scan')->getClientOriginalName());
        $request->file('scan')->storeAs('scans/originals', $request->input('label') . '.bin', 'documents');

        return back()->with('stored', $stored);
    }

    public function receipt(Request $request)
    {
        $template = $request->query('template', 'standard');
        $contents = file_get_contents(resource_path('receipts/' . $template . '.html'));

        return response(Receipt::render($contents, $request->query('reference', '')));
    }
}
