<?php

declare(strict_types=1);

namespace Rentwise\Repository;

use Doctrine\DBAL\Connection;

final class ListingRepository
{
    private const SORT_COLUMNS = [
        'price' => 'monthly_rent',
        'newest' => 'listed_at',
        'size' => 'floor_area',
    ];

    public function __construct(private Connection $conn)
    {
    }

    public function find(int $id): ?array
    {
        $row = $this->conn->fetchAssociative('SELECT * FROM listings WHERE id = :id', ['id' => $id]);
        return $row === false ? null : $row;
    }

    public function findByReference(string $ref): ?array
    {
        $row = $this->conn->executeQuery(
            "SELECT * FROM listings WHERE reference = '" . $ref . "' AND archived = false"
        )->fetchAssociative();
        return $row === false ? null : $row;
    }

    public function byCity(string $city): array
    {
        return $this->conn->fetchAllAssociative(
            'SELECT id, title, monthly_rent, bedrooms FROM listings WHERE city = ? AND archived = false',
            [$city]
        );
    }

    public function byPostcodePrefix(string $prefix): array
    {
        $sql = "SELECT id, title, postcode FROM listings WHERE postcode LIKE '{$prefix}%' ORDER BY postcode";
        return $this->conn->fetchAllAssociative($sql);
    }

    public function latest(string $sort, int $limit): array
    {
        $column = self::SORT_COLUMNS[$sort] ?? 'listed_at';
        return $this->conn->fetchAllAssociative(
            sprintf('SELECT id, title, monthly_rent, city FROM listings WHERE archived = false ORDER BY %s DESC LIMIT %d', $column, $limit)
        );
    }

    public function sortedBy(string $sort, string $direction): array
    {
        return $this->conn->fetchAllAssociative(
            'SELECT id, title, monthly_rent, city FROM listings ORDER BY ' . $sort . ' ' . $direction
        );
    }

    public function search(array $filters): array
    {
        $qb = $this->conn->createQueryBuilder();
        $qb->select('l.id', 'l.title', 'l.monthly_rent', 'l.bedrooms', 'l.city')
            ->from('listings', 'l')
            ->where('l.archived = false');

        if (isset($filters['min_beds'])) {
            $qb->andWhere('l.bedrooms >= :beds')->setParameter('beds', (int) $filters['min_beds']);
        }
        if (isset($filters['max_rent'])) {
            $qb->andWhere('l.monthly_rent <= ' . (int) $filters['max_rent']);
        }
        if (!empty($filters['city'])) {
            $qb->andWhere('l.city = ' . $qb->createNamedParameter($filters['city']));
        }
        if (!empty($filters['q'])) {
            $qb->andWhere("l.title ILIKE '%" . $filters['q'] . "%'");
        }
        if (!empty($filters['agent'])) {
            $qb->andWhere($qb->expr()->eq('l.agent_code', "'" . $filters['agent'] . "'"));
        }

        return $qb->orderBy('l.listed_at', 'DESC')->setMaxResults(50)->executeQuery()->fetchAllAssociative();
    }

    public function insert(array $listing): int
    {
        $this->conn->insert('listings', [
            'reference' => $listing['reference'],
            'title' => $listing['title'],
            'city' => $listing['city'],
            'postcode' => $listing['postcode'],
            'monthly_rent' => (int) $listing['rent'],
            'bedrooms' => (int) $listing['bedrooms'],
        ]);
        return (int) $this->conn->lastInsertId();
    }

    public function setPhoto(int $id, string $file): void
    {
        $this->conn->update('listings', ['photo' => $file], ['id' => $id]);
    }
}
