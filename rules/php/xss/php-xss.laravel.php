<?php
use Illuminate\Http\Request;

class H8PreviewController
{
    public function preview(Request $request)
    {
        // ruleid: php-xss
        return response()->make('<b>' . $request->input('q') . '</b>');
    }

    public function escaped(Request $request)
    {
        // ok: php-xss
        return response()->make('<b>' . e($request->input('q')) . '</b>');
    }
}
