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
        $brand = $request->query->get('brand', '');
        $rows = $this->connection->executeQuery('SELECT id, name FROM product WHERE brand = ?', [$brand])->fetchAllAssociative();
        return new JsonResponse($rows);
    }
}
