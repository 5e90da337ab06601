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

// An anchored pattern naming a web scheme and a whole host, then a slash, pins the URL to that host.
function h8_cdn_fetch()
{
    $u = $_GET['u'];
    if (!preg_match('#^https://cdn\.example\.com/#', $u)) {
        exit;
    }
    // ok: php-ssrf
    $a = file_get_contents($u);
    $v = $_GET['v'];
    if (!preg_match('#^https://cdn.example.com#', $v)) {
        exit;
    }
    // ruleid: php-ssrf
    $b = file_get_contents($v);
    return [$a, $b];
}
