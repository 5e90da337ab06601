<?php
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\JsonResponse;

class RepoController
{
    public function log(Request $request): JsonResponse
    {
        $branch = $request->request->get('branch', 'main');
        $spec = [1 => ['pipe', 'w'], 2 => ['pipe', 'w']];
        $proc = proc_open('git log --oneline -n 20 ' . $branch, $spec, $pipes, '/srv/repo');
        $out = stream_get_contents($pipes[1]);
        proc_close($proc);
        return new JsonResponse(['log' => explode("\n", $out)]);
    }
}
