<?php
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Storage;

class H8FilesController
{
    public function upload(Request $request)
    {
        $file = $request->file('doc');
        // ruleid: php-path-traversal
        $file->move(storage_path('uploads'), $file->getClientOriginalName());
        // ok: php-path-traversal
        $file->move(storage_path('uploads'), $file->hashName());
        // ruleid: php-path-traversal
        $file->storeAs('docs', $request->input('name'));
    }

    public function show(Request $request)
    {
        // ruleid: php-path-traversal
        $a = Storage::get('reports/' . $request->input('p'));
        // ok: php-path-traversal
        $b = Storage::get('reports/' . basename($request->input('p')));
        // ruleid: php-path-traversal
        $c = Storage::disk('local')->get('reports/' . $request->query('p'));
        return [$a, $b, $c];
    }
}
