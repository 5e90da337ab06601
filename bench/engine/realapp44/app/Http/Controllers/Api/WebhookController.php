<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Http;

class WebhookController extends Controller
{
    private const PARTNER_HOSTS = ['hooks.tidewater-partners.test', 'sync.harbourmaster.test'];

    public function register(Request $request)
    {
        $url = $request->input('url');
        $probe = Http::timeout(5)->get($url);
        DB::table('webhooks')->insert(['url' => $url, 'status' => $probe->status()]);

        return response()->json(['registered' => true]);
    }

    public function test(Request $request)
    {
        $url = $request->input('url');
        $host = parse_url($url, PHP_URL_HOST);
        if (! in_array($host, self::PARTNER_HOSTS, true) || parse_url($url, PHP_URL_SCHEME) !== 'https') {
            abort(422, 'Unknown partner');
        }
        $response = Http::withToken(config('services.partners.token'))->post($url, ['ping' => true]);
        $preview = file_get_contents($request->input('preview_url'));
        $icon = Http::get('https://sync.harbourmaster.test/icons/' . rawurlencode($request->input('icon', 'default')));

        return response()->json(['status' => $response->status(), 'preview' => strlen($preview), 'icon' => $icon->ok()]);
    }
}
