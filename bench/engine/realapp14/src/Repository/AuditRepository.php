<?php

declare(strict_types=1);

namespace Rentwise\Repository;

use Doctrine\DBAL\Connection;

final class AuditRepository
{
    public function __construct(private Connection $conn)
    {
    }

    public function record(string $action, string $clientIp, string $userAgent): void
    {
        $this->conn->executeStatement(
            "INSERT INTO audit_log (action, client_ip, user_agent) VALUES ('" . $action . "', '" . $clientIp . "', :ua)",
            ['ua' => $userAgent]
        );
    }

    public function recent(int $limit, string $action = ''): array
    {
        if ($action === '') {
            return $this->conn->fetchAllAssociative('SELECT * FROM audit_log ORDER BY id DESC LIMIT ' . $limit);
        }
        return $this->conn->fetchAllAssociative(
            'SELECT * FROM audit_log WHERE action = :action ORDER BY id DESC LIMIT ' . $limit,
            ['action' => $action]
        );
    }
}
