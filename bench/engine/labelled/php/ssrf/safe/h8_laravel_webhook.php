<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class WebhookController extends Controller
{
    public function test(Request $request)
    {
        $hook = config('services.slack.webhook_url');
        $ch = curl_init();
        curl_setopt($ch, CURLOPT_URL, $hook);
        curl_setopt($ch, CURLOPT_POST, true);
        curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode(['text' => (string) $request->input('message')]));
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        $resp = curl_exec($ch);
        $code = curl_getinfo($ch, CURLINFO_HTTP_CODE);
        curl_close($ch);
        return response()->json(['status' => $code]);
    }
}
