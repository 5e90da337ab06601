<?php
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class H8SearchController
{
    public function search(Request $request)
    {
        // Validation rules check the shape they name; the value is still the client's text.
        $data = $request->validate(['q' => 'required|string|max:50']);
        // ruleid: php-sqli-tainted-query
        $rows = DB::select("select * from posts where title like '%" . $data['q'] . "%'");
        // ok: php-sqli-tainted-query
        $safe = DB::select('select * from posts where title like ?', ['%' . $data['q'] . '%']);
        return [$rows, $safe];
    }
}
