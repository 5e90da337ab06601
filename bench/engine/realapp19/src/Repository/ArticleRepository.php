<?php

namespace App\Repository;

use App\Entity\Article;
use Doctrine\Bundle\DoctrineBundle\Repository\ServiceEntityRepository;
use Doctrine\Persistence\ManagerRegistry;

/**
 * @extends ServiceEntityRepository<Article>
 */
class ArticleRepository extends ServiceEntityRepository
{
    private const SORTABLE = [
        'published' => 'a.publishedAt',
        'title' => 'a.title',
        'views' => 'a.viewCount',
    ];

    public function __construct(ManagerRegistry $registry)
    {
        parent::__construct($registry, Article::class);
    }

    public function findPublishedBySlug(string $slug): ?Article
    {
        return $this->createQueryBuilder('a')
            ->where('a.slug = :slug')
            ->andWhere('a.status = :status')
            ->setParameter('slug', $slug)
            ->setParameter('status', 'published')
            ->getQuery()
            ->getOneOrNullResult();
    }

    public function searchByTitle(string $term): array
    {
        return $this->createQueryBuilder('a')
            ->where("a.title LIKE '%$term%'")
            ->andWhere("a.status = 'published'")
            ->orderBy('a.publishedAt', 'DESC')
            ->setMaxResults(50)
            ->getQuery()
            ->getResult();
    }

    public function searchByBody(string $term): array
    {
        return $this->createQueryBuilder('a')
            ->where('a.body LIKE :term')
            ->setParameter('term', '%' . addcslashes($term, '%_') . '%')
            ->setMaxResults(50)
            ->getQuery()
            ->getResult();
    }

    public function findByTag(string $tag, string $sort): array
    {
        $column = self::SORTABLE[$sort] ?? 'a.publishedAt';

        return $this->createQueryBuilder('a')
            ->join('a.tags', 't')
            ->where('t.name = :tag')
            ->setParameter('tag', $tag)
            ->orderBy($column, 'DESC')
            ->getQuery()
            ->getResult();
    }

    public function findByAuthorOrdered(int $authorId, string $order): array
    {
        return $this->createQueryBuilder('a')
            ->where('a.author = ' . $authorId)
            ->orderBy('a.' . $order, 'DESC')
            ->getQuery()
            ->getResult();
    }

    public function countByCategory(string $category): int
    {
        $dql = "SELECT COUNT(a.id) FROM App\Entity\Article a WHERE a.category = '" . $category . "'";

        return (int) $this->getEntityManager()->createQuery($dql)->getSingleScalarResult();
    }

    public function findInCategory(string $category, int $limit = 20): array
    {
        return $this->getEntityManager()
            ->createQuery('SELECT a FROM App\Entity\Article a WHERE a.category = :category ORDER BY a.publishedAt DESC')
            ->setParameter('category', $category)
            ->setMaxResults($limit)
            ->getResult();
    }

    public function mostRead(int $days): array
    {
        $since = (new \DateTimeImmutable())->modify('-' . $days . ' days')->format('Y-m-d');

        return $this->getEntityManager()
            ->createQuery("SELECT a FROM App\Entity\Article a WHERE a.publishedAt >= '" . $since . "' ORDER BY a.viewCount DESC")
            ->setMaxResults(10)
            ->getResult();
    }
}
