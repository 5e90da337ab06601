<?php
namespace App\Http\Controllers;

use App\Models\Invoice;
use Illuminate\Http\Request;

class InvoiceController extends Controller
{
    public function index(Request $request)
    {
        $dir = $request->get('dir', 'asc');
        return Invoice::query()->orderByRaw('due_date ' . $dir)->paginate(20);
    }
}
