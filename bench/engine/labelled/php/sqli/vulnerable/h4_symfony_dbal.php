<?php

namespace App\Controller;

use Doctrine\DBAL\Connection;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;

class InvoiceController extends AbstractController
{
    public function search(Request $request, Connection $connection): JsonResponse
    {
        $status = $request->query->get('status', 'open');
        $rows = $connection->fetchAllAssociative(
            sprintf("SELECT id, amount FROM invoice WHERE status = '%s'", $status)
        );
        return new JsonResponse($rows);
    }
}
