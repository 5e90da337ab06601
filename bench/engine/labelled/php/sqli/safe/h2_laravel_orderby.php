<?php
namespace App\Http\Controllers;

use App\Models\Invoice;
use Illuminate\Http\Request;

class InvoiceController extends Controller
{
    public function index(Request $request)
    {
        $dir = $request->get('dir') === 'desc' ? 'desc' : 'asc';
        return Invoice::query()->orderBy('due_date', $dir)->paginate(20);
    }
}
