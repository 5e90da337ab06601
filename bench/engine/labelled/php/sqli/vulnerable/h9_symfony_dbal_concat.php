<?php
namespace App\Controller;

use Doctrine\DBAL\Connection;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\JsonResponse;

class TagController
{
    public function __construct(private Connection $conn) {}

    public function search(Request $request): JsonResponse
    {
        $tag = $request->query->get('tag');
        $rows = $this->conn->fetchAllAssociative("SELECT id, label FROM tags WHERE label = '$tag'");
        return new JsonResponse($rows);
    }
}
