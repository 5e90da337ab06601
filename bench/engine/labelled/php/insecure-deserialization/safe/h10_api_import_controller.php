<?php

namespace App\Controller;

use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Annotation\Route;

class ImportController
{
    #[Route('/api/import', methods: ['POST'])]
    public function import(Request $request): JsonResponse
    {
        $body = $request->getContent();
        $records = json_decode($body, true, 32, JSON_THROW_ON_ERROR);

        if (!is_iterable($records)) {
            return new JsonResponse(['error' => 'invalid payload'], 400);
        }

        $n = 0;
        foreach ($records as $record) {
            $n++;
        }

        return new JsonResponse(['imported' => $n]);
    }
}
