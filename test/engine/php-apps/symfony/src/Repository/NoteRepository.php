<?php

namespace Demo\Repository;

use Doctrine\Bundle\DoctrineBundle\Repository\ServiceEntityRepository;
use Doctrine\Persistence\ManagerRegistry;

class NoteRepository extends ServiceEntityRepository
{
    public function __construct(ManagerRegistry $registry)
    {
        parent::__construct($registry, 'Demo\Entity\Note');
    }

    public function byTitle(string $title): array
    {
        return $this->createQueryBuilder('n')->where("n.title = '$title'")->getQuery()->getResult(); // expect: php-sqli-tainted-query
    }

    public function byTitleBound(string $title): array
    {
        return $this->createQueryBuilder('n')->where('n.title = :t')->setParameter('t', $title)->getQuery()->getResult();
    }

    public function byOwner(int $owner): array
    {
        return $this->createQueryBuilder('n')->where('n.owner = ' . $owner)->getQuery()->getResult();
    }

    public function countTagged(string $tag): int
    {
        $conn = $this->getEntityManager()->getConnection();

        return (int) $conn->fetchOne("SELECT COUNT(*) FROM notes WHERE tag = '" . $tag . "'"); // expect: php-sqli-tainted-query
    }
}
