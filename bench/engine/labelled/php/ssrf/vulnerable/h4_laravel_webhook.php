<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Http;

class WebhookTestController extends Controller
{
    public function ping(Request $request)
    {
        $endpoint = $request->input('endpoint');
        $response = Http::timeout(3)->post($endpoint, ['event' => 'ping']);
        return response()->json(['status' => $response->status()]);
    }
}
