<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class ImportController extends Controller
{
    public function store(Request $request)
    {
        $xml = $request->getContent();
        $doc = new \DOMDocument();
        $doc->loadXML($xml, LIBXML_NOENT);
        return response()->json(['rows' => $doc->getElementsByTagName('row')->length]);
    }
}
