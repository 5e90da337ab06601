<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class RepoController extends Controller
{
    public function log(Request $request)
    {
        $branch = $request->query('branch', 'main');
        if (!preg_match('/^[A-Za-z0-9._\/-]+$/', $branch)) {
            abort(400);
        }
        $output = [];
        exec('cd /srv/git/app && git log --oneline ' . escapeshellarg($branch), $output);
        return response()->json($output);
    }
}
