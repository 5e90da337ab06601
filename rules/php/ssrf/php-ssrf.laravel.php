<?php
use Illuminate\Http\Request;

class H8ExportController
{
    public function show(Request $request)
    {
        // Laravel's folder helpers answer an absolute local path: no URL is fetched.
        // ok: php-ssrf
        $local = file_get_contents(storage_path('app/reports/' . basename($request->query('name'))));
        // ruleid: php-ssrf
        $remote = file_get_contents($request->query('source'));
        return [$local, $remote];
    }
}
