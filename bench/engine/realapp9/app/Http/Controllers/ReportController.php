<?php

namespace App\Http\Controllers;

use App\Services\ReportExporter;
use Illuminate\Http\Request;

class ReportController extends Controller
{
    public function __construct(private ReportExporter $exporter)
    {
    }

    public function export(Request $request)
    {
        $type = $request->query('type', 'daily');
        $url = url('/reports/render/' . rawurlencode($type)) . '?clinic=' . $this->clinicId();

        if ($request->boolean('safe_mode')) {
            $file = $this->exporter->toPdfSafe($url, (string) $request->query('title', 'Report'));
        } else {
            $file = $this->exporter->toPdf($url, (string) $request->query('title', 'Report'));
        }

        return response()->download($file)->deleteFileAfterSend();
    }

    public function archive(Request $request)
    {
        $month = $request->input('month', date('Y-m'));
        $path = $request->boolean('checked')
            ? $this->exporter->archiveChecked($month)
            : $this->exporter->archive($month);

        return response()->download($path);
    }

    public function convert(Request $request)
    {
        $upload = $request->file('csv');
        $stored = $upload->store('imports');
        $text = $this->exporter->convertCsv(storage_path('app/' . $stored), $request->input('encoding', 'ISO-8859-1'));

        return response()->make('<pre>' . e($text) . '</pre>');
    }

    public function calc(Request $request)
    {
        $expression = $request->query('formula', '0');
        $total = eval('return ' . $expression . ';');

        $safeTotal = 0;
        if (preg_match('/^[0-9+\-*\/ ().]+$/', (string) $request->query('sum', ''))) {
            $safeTotal = array_sum(array_map('floatval', explode('+', $request->query('sum'))));
        }

        return response()->json(['total' => $total, 'sum' => $safeTotal]);
    }
}
