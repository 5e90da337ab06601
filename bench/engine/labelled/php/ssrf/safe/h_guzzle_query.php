<?php
namespace App\Http\Controllers;

use GuzzleHttp\Client;
use Illuminate\Http\Request;

class PreviewController extends Controller
{
    public function fetch(Request $request)
    {
        $client = new Client(['timeout' => 5]);
        $response = $client->get('https://search.example.com/api', ['query' => ['q' => $request->input('q')]]);
        return response()->json(['status' => $response->getStatusCode()]);
    }
}
