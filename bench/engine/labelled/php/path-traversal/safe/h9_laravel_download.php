<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class InvoiceController extends Controller
{
    public function download(Request $request)
    {
        $file = basename($request->input('file'));
        return response()->download(storage_path('app/invoices/' . $file));
    }
}
