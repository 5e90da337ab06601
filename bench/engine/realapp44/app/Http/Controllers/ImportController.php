<?php

namespace App\Http\Controllers;

use App\Models\Boat;
use DOMDocument;
use Illuminate\Http\Request;

class ImportController extends Controller
{
    public function fleet(Request $request)
    {
        $xml = $request->file('fleet')->get();
        $doc = new DOMDocument();
        $doc->loadXML($xml, LIBXML_NOENT | LIBXML_DTDLOAD);

        foreach ($doc->getElementsByTagName('boat') as $node) {
            Boat::updateOrCreate(
                ['registration' => $node->getAttribute('registration')],
                ['name' => $node->getAttribute('name'), 'type' => $node->getAttribute('type')]
            );
        }

        return back()->with('status', 'Fleet imported');
    }

    public function tides(Request $request)
    {
        $xml = $request->getContent();
        $tides = simplexml_load_string($xml, 'SimpleXMLElement', LIBXML_NONET);
        $count = 0;
        foreach ($tides->reading as $reading) {
            $count++;
        }

        return response()->json(['imported' => $count]);
    }
}
