<?php
// parse_str fills its second argument with what the text holds.
function from_query_string() {
    parse_str($_SERVER['QUERY_STRING'] ?? '', $params);
    // ruleid: php-path-traversal
    readfile('/var/log/app/' . $params['log']);
}
function named_log(string $name) {
    if (!preg_match('/^[a-z0-9_-]+\.log$/', $name)) {
        return '';
    }
    return file_get_contents('/var/log/app/' . $name);
}
function dotted_log(string $name) {
    if (!preg_match('/^[a-z0-9_.-]+$/', $name)) {
        return '';
    }
    // ruleid: php-path-traversal (the sink inside the helper; each call that passes request data is reported too)
    return file_get_contents('/var/log/app/' . $name);
}
// A finding inside a helper is reported at its sink and where request data enters it.
// ok: php-path-traversal
named_log($_GET['log']);
// ruleid: php-path-traversal
dotted_log($_GET['log']);

class AvatarController
{
    public function show(\Illuminate\Http\Request $request)
    {
        // ruleid: php-path-traversal
        return response()->file(storage_path('app/avatars/' . $request->query('name')));
    }

    public function safe(\Illuminate\Http\Request $request)
    {
        // ok: php-path-traversal
        return response()->file(storage_path('app/avatars/' . basename($request->query('name'))));
    }

    public function css(\Symfony\Component\HttpFoundation\Request $request)
    {
        // ruleid: php-path-traversal
        return new \Symfony\Component\HttpFoundation\BinaryFileResponse('/srv/themes/' . $request->query->get('theme') . '/style.css');
    }
}
