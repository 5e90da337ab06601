<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Services\LinkPreviewService;
use Illuminate\Http\Request;

class LinkPreviewController extends Controller
{
    public function __construct(private LinkPreviewService $previews)
    {
    }

    public function show(Request $request)
    {
        $url = (string) $request->query('url');

        if ($request->boolean('embed')) {
            return response()->json($this->previews->previewAllowed($url));
        }
        if ($request->filled('feed')) {
            return response()->json($this->previews->feed($request->query('feed')));
        }

        return response()->json($this->previews->preview($url));
    }

    public function partner(Request $request)
    {
        $page = (string) $request->query('page', 'home');
        $data = $this->previews->partnerPage($page);

        $avatar = fetch_remote($request->query('avatar'));

        return response()->json($data + ['avatar' => $avatar ? base64_encode($avatar) : null]);
    }
}
