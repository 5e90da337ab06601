<?php

namespace App\Repository;

use App\Entity\Comment;
use Doctrine\Bundle\DoctrineBundle\Repository\ServiceEntityRepository;
use Doctrine\Persistence\ManagerRegistry;

/**
 * @extends ServiceEntityRepository<Comment>
 */
class CommentRepository extends ServiceEntityRepository
{
    public function __construct(ManagerRegistry $registry)
    {
        parent::__construct($registry, Comment::class);
    }

    public function approvedFor(int $articleId): array
    {
        $conn = $this->getEntityManager()->getConnection();

        return $conn->fetchAllAssociative(
            'SELECT id, author_email, body, created_at FROM comments WHERE article_id = :id AND status = :status ORDER BY created_at',
            ['id' => $articleId, 'status' => 'approved']
        );
    }

    public function forModeration(int $articleId, string $status): array
    {
        $conn = $this->getEntityManager()->getConnection();
        $result = $conn->executeQuery(
            "SELECT id, author_email, body FROM comments WHERE article_id = ? AND status = '" . $status . "'",
            [$articleId]
        );

        return $result->fetchAllAssociative();
    }

    public function purgeByAuthor(string $email): int
    {
        $conn = $this->getEntityManager()->getConnection();

        return $conn->executeStatement("DELETE FROM comments WHERE author_email = '" . $email . "'");
    }

    public function markSpam(array $ids): int
    {
        $ids = array_map('intval', $ids);
        $conn = $this->getEntityManager()->getConnection();

        return $conn->executeStatement('UPDATE comments SET status = \'spam\' WHERE id IN (' . implode(',', $ids) . ')');
    }

    public function save(Comment $comment): void
    {
        $this->getEntityManager()->persist($comment);
        $this->getEntityManager()->flush();
    }
}
