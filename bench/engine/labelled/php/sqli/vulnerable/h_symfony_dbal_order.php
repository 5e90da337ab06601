<?php
namespace App\Controller;

use Doctrine\DBAL\Connection;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;

class ProductController
{
    public function __construct(private Connection $connection) {}

    public function list(Request $request): JsonResponse
    {
        $sort = $request->query->get('sort', 'name');
        $rows = $this->connection->executeQuery('SELECT id, name FROM product ORDER BY ' . $sort)->fetchAllAssociative();
        return new JsonResponse($rows);
    }
}
