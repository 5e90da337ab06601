<?php

declare(strict_types=1);

namespace Rentwise\Repository;

use PDO;

final class PaymentRepository
{
    public function __construct(private PDO $pdo)
    {
    }

    public function byReference(string $ref): ?array
    {
        $stmt = $this->pdo->query("SELECT * FROM payments WHERE reference = '$ref'");
        $row = $stmt->fetch();
        return $row === false ? null : $row;
    }

    public function find(int $id): ?array
    {
        $stmt = $this->pdo->prepare('SELECT * FROM payments WHERE id = :id');
        $stmt->execute(['id' => $id]);
        $row = $stmt->fetch();
        return $row === false ? null : $row;
    }

    public function forTenant(int $tenantId, ?string $month): array
    {
        $sql = 'SELECT * FROM payments WHERE tenant_id = ?';
        $params = [$tenantId];
        if ($month !== null) {
            $sql .= ' AND strftime(\'%Y-%m\', paid_at) = ?';
            $params[] = $month;
        }
        $stmt = $this->pdo->prepare($sql);
        $stmt->execute($params);
        return $stmt->fetchAll();
    }

    public function byStatus(string $status): array
    {
        $stmt = $this->pdo->prepare("SELECT * FROM payments WHERE status = '" . $status . "' ORDER BY paid_at DESC");
        $stmt->execute();
        return $stmt->fetchAll();
    }

    public function void(string $ref, string $reason): int
    {
        return (int) $this->pdo->exec(
            "UPDATE payments SET status = 'void', void_reason = " . $this->pdo->quote($reason) . " WHERE reference = '" . $ref . "'"
        );
    }
}
