<?php

declare(strict_types=1);

namespace Rentwise\Repository;

use Doctrine\DBAL\Connection;
use Doctrine\DBAL\ParameterType;

final class TenantRepository
{
    public function __construct(private Connection $conn)
    {
    }

    public function all(string $status): array
    {
        $qb = $this->conn->createQueryBuilder()
            ->select('t.id', 't.full_name', 't.email', 't.status')
            ->from('tenants', 't')
            ->where('t.status = :status')
            ->setParameter('status', $status, ParameterType::STRING)
            ->orderBy('t.full_name');
        return $qb->executeQuery()->fetchAllAssociative();
    }

    public function find(int $id): ?array
    {
        $row = $this->conn->fetchAssociative('SELECT * FROM tenants WHERE id = ?', [$id], [ParameterType::INTEGER]);
        return $row === false ? null : $row;
    }

    public function findByEmail(string $email): ?array
    {
        $qb = $this->conn->createQueryBuilder()
            ->select('*')
            ->from('tenants')
            ->where("email = '" . $email . "'");
        $row = $qb->executeQuery()->fetchAssociative();
        return $row === false ? null : $row;
    }

    public function findByPhone(string $phone): ?array
    {
        $row = $this->conn->fetchAssociative(
            'SELECT * FROM tenants WHERE phone = ' . $this->conn->quote($phone)
        );
        return $row === false ? null : $row;
    }

    public function saveNotes(int $id, string $notes): void
    {
        $this->conn->executeStatement('UPDATE tenants SET notes = :notes WHERE id = :id', ['notes' => $notes, 'id' => $id]);
    }

    public function tagTenant(int $id, string $tag): void
    {
        $this->conn->executeStatement("UPDATE tenants SET tags = tags || '{$tag}' WHERE id = {$id}");
    }
}
