<?php
namespace App\Controller;

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\Process\Process;

class DiskController
{
    public function usage(Request $request): JsonResponse
    {
        $dir = $request->query->get('dir', 'uploads');
        $process = new Process(['du', '-sh', '/var/data/' . $dir]);
        $process->run();
        return new JsonResponse(['size' => trim($process->getOutput())]);
    }
}
