<?php
// Doctrine ORM query builder clauses are DQL text; values belong in setParameter.
class H7DoctrineRepo
{
    public function __construct(private \Doctrine\ORM\EntityManagerInterface $em) {}

    public function byName(string $name)
    {
        $qb = $this->em->createQueryBuilder()->select('u')->from('App\Entity\User', 'u');
        // ok: php-sqli-tainted-query
        $safe = $qb->where('u.name = :n')->setParameter('n', $_GET['name'])->getQuery();
        // ruleid: php-sqli-tainted-query
        $bad = $qb->andWhere("u.name = '" . $_GET['name'] . "'")->getQuery();
        return [$safe, $bad];
    }
}
