<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Http;

class FeedController extends Controller
{
    public function import(Request $request)
    {
        $feed = $request->input('feed_url');
        $response = Http::timeout(5)->get($feed);
        return response()->json(['items' => count($response->json() ?? [])]);
    }
}
