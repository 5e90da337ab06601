<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class RepoController extends Controller
{
    public function log(Request $request, string $repo)
    {
        $branch = $request->query('branch', 'main');
        $output = [];
        exec("cd /srv/git/{$repo} && git log --oneline {$branch}", $output);
        return response()->json($output);
    }
}
