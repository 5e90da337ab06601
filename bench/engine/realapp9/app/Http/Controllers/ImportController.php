<?php

namespace App\Http\Controllers;

use App\Services\XmlImporter;
use Illuminate\Http\Request;

class ImportController extends Controller
{
    public function __construct(private XmlImporter $importer)
    {
    }

    public function patients(Request $request)
    {
        $request->validate(['file' => 'required|file|mimes:xml|max:4096']);
        $xml = $request->file('file')->get();
        $count = $this->importer->importPatients($xml, $this->clinicId());

        return back()->with('status', "$count patients imported");
    }

    public function schedule(Request $request)
    {
        $xml = $request->getContent();
        $slots = $request->boolean('strict')
            ? $this->importer->parseScheduleStrict($xml)
            : $this->importer->parseSchedule($xml);

        return response()->json(['slots' => $slots]);
    }
}
