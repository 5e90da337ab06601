<?php
// `define()` constants fold like `const`; a dead branch reports nothing.
define('LEGACY_LOOKUP', false);
define('RAW_SEARCH', true);
function by_constant(mysqli $db) {
    if (LEGACY_LOOKUP) {
        // ok: php-sqli-tainted-query
        $db->query("SELECT * FROM books WHERE title = '" . $_GET['title'] . "'");
    }
    if (RAW_SEARCH) {
        // ruleid: php-sqli-tainted-query
        $db->query("SELECT * FROM books WHERE author = '" . $_GET['author'] . "'");
    }
}
// A defaulted value checked against an allow-list (`$x ?? ''`) checks `$x`.
function sorted(mysqli $db) {
    $sort = in_array($_GET['sort'] ?? '', ['name', 'created'], true) ? $_GET['sort'] : 'name';
    // ok: php-sqli-tainted-query
    $db->query("SELECT * FROM books WHERE shelf = 'a' AND 1 = 1 ORDER BY '" . $sort . "'");
    $dir = in_array($_GET['dir'] ?? '', $_GET['allowed'], true) ? $_GET['dir'] : 'asc';
    // ruleid: php-sqli-tainted-query
    $db->query("SELECT * FROM books WHERE shelf = '" . $dir . "'");
}
class ReportController
{
    public function sorted(\Illuminate\Http\Request $request)
    {
        // ruleid: php-sqli-tainted-query
        return \Illuminate\Support\Facades\DB::table('orders')->orderByRaw($request->sort)->get();
    }
}
