<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Http;

class FeedController extends Controller
{
    public function import(Request $request)
    {
        $feeds = ['news' => 'https://feeds.example.com/news.json', 'blog' => 'https://feeds.example.com/blog.json'];
        $feed = $feeds[$request->input('feed')] ?? $feeds['news'];
        $response = Http::timeout(5)->get($feed);
        return response()->json(['items' => count($response->json() ?? [])]);
    }
}
