<?php
namespace App\Controller;

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\JsonResponse;

class DiskController
{
    public function usage(Request $request): JsonResponse
    {
        $dir = $request->query->get('dir', 'uploads');
        $size = shell_exec('du -sh /var/data/' . $dir);
        return new JsonResponse(['size' => trim((string) $size)]);
    }
}
