<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Http;

class FeedImportController extends Controller
{
    public function store(Request $request)
    {
        $validated = $request->validate(['feed_url' => 'required|url']);

        $response = Http::timeout(10)->get($validated['feed_url']);
        if ($response->failed()) {
            return back()->withErrors(['feed_url' => 'Could not fetch feed']);
        }

        $xml = simplexml_load_string($response->body());
        $count = $xml ? count($xml->channel->item) : 0;

        return back()->with('status', "Imported {$count} items");
    }
}
