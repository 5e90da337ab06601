<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Http;

class WebhookTestController extends Controller
{
    private const TARGETS = [
        'slack' => 'https://hooks.slack.com/services/T000/B000/XXXX',
        'teams' => 'https://outlook.office.com/webhook/abc',
    ];

    public function ping(Request $request)
    {
        $key = $request->input('target');
        if (!array_key_exists($key, self::TARGETS)) {
            abort(404);
        }
        $response = Http::timeout(3)->post(self::TARGETS[$key], ['event' => 'ping']);
        return response()->json(['status' => $response->status()]);
    }
}
