<?php

namespace Shelf\Repository;

use Doctrine\DBAL\Connection;

final class BookRepository
{
    public function __construct(private Connection $conn)
    {
    }

    public function bySlug(string $slug): array
    {
        $qb = $this->conn->createQueryBuilder();
        $qb->select('b.*')->from('books', 'b') // expect: php-sqli-tainted-query
            ->where("b.slug = '" . $slug . "'")
            ->andWhere('b.slug <> ' . $qb->createNamedParameter($slug))
            ->andWhere('b.title <> :slug')->setParameter('slug', $slug);
        return $qb->executeQuery()->fetchAllAssociative();
    }

    public function byAuthor(string $author): array
    {
        $qb = $this->conn->createQueryBuilder();
        $qb->select('b.*')->from('books', 'b')->where($qb->expr()->eq('b.author', $this->conn->quote($author)));
        return $qb->executeQuery()->fetchAllAssociative();
    }

    public function coverSize(string $slug): int
    {
        $qb = $this->conn->createQueryBuilder();
        $qb->select('c.bytes')->from('covers', 'c')->where($qb->expr()->eq('c.slug', "'" . $slug . "'")); // expect: php-sqli-tainted-query
        return (int) $qb->executeQuery()->fetchOne();
    }
}
