<?php
namespace App\Controller;

use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;

class ImportController
{
    public function import(Request $request): JsonResponse
    {
        $data = unserialize(base64_decode($request->request->get('payload')));
        return new JsonResponse(['count' => count($data)]);
    }
}
