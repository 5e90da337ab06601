<?php

namespace App\Service;

use Doctrine\DBAL\Connection;

/**
 * Numbers for the editors' dashboard, straight from SQL (the ORM is too slow for these).
 */
class ReportService
{
    private const EXPORTABLE = ['articles', 'comments', 'newsletter_subscribers'];

    public function __construct(private Connection $conn)
    {
    }

    public function viewsPerDay(string $from, string $to): array
    {
        return $this->conn->fetchAllAssociative(
            "SELECT day, SUM(views) AS views FROM article_views WHERE day BETWEEN '$from' AND '$to' GROUP BY day ORDER BY day"
        );
    }

    public function viewsForSection(string $section, string $from): array
    {
        return $this->conn->fetchAllAssociative(
            'SELECT day, SUM(views) AS views FROM article_views WHERE section = ? AND day >= ? GROUP BY day',
            [$section, $from]
        );
    }

    public function topAuthors(int $limit): array
    {
        return $this->conn->fetchAllAssociative(
            'SELECT author_id, COUNT(*) AS n FROM articles GROUP BY author_id ORDER BY n DESC LIMIT ' . $limit
        );
    }

    public function exportTable(string $table): array
    {
        if (!in_array($table, self::EXPORTABLE, true)) {
            throw new \InvalidArgumentException('Unknown table');
        }

        return $this->conn->fetchAllAssociative('SELECT * FROM ' . $table . ' ORDER BY id');
    }

    public function searchLog(string $term): array
    {
        return $this->conn->executeQuery('SELECT term, hits FROM search_log WHERE term LIKE ?', ['%' . $term . '%'])
            ->fetchAllAssociative();
    }

    public function logSearch(string $term, string $clientIp): void
    {
        $this->conn->executeStatement(
            "INSERT INTO search_log (term, client_ip, hits) VALUES (:term, '" . $clientIp . "', 1)",
            ['term' => $term]
        );
    }

    public function subscribersByDomain(string $domain): array
    {
        $qb = $this->conn->createQueryBuilder();
        $qb->select('email', 'created_at')
            ->from('newsletter_subscribers')
            ->where('email LIKE ' . $qb->createNamedParameter('%@' . $domain));

        return $qb->executeQuery()->fetchAllAssociative();
    }
}
