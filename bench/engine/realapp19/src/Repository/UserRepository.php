<?php

namespace App\Repository;

use App\Entity\User;
use Doctrine\Bundle\DoctrineBundle\Repository\ServiceEntityRepository;
use Doctrine\Persistence\ManagerRegistry;

/**
 * @extends ServiceEntityRepository<User>
 */
class UserRepository extends ServiceEntityRepository
{
    public function __construct(ManagerRegistry $registry)
    {
        parent::__construct($registry, User::class);
    }

    public function findOneByName(string $name): ?User
    {
        return $this->createQueryBuilder('u')
            ->where("u.name = '$name'")
            ->andWhere('u.active = true')
            ->getQuery()
            ->getOneOrNullResult();
    }

    public function findOneByEmail(string $email): ?User
    {
        return $this->createQueryBuilder('u')
            ->where('u.email = :email')
            ->setParameter('email', mb_strtolower($email))
            ->getQuery()
            ->getOneOrNullResult();
    }

    public function findByRole(string $role): array
    {
        $em = $this->getEntityManager();
        $query = $em->createQuery('SELECT u FROM App\Entity\User u WHERE u.role = \'' . $role . '\' ORDER BY u.name');

        return $query->getResult();
    }

    public function findInactiveSince(\DateTimeImmutable $since): array
    {
        return $this->getEntityManager()
            ->createQuery('SELECT u FROM App\Entity\User u WHERE u.lastLogin < :since')
            ->setParameter('since', $since)
            ->getResult();
    }

    public function deactivate(int $id): void
    {
        $this->getEntityManager()
            ->createQuery('UPDATE App\Entity\User u SET u.active = false WHERE u.id = ' . $id)
            ->execute();
    }

    public function save(User $user): void
    {
        $this->getEntityManager()->persist($user);
        $this->getEntityManager()->flush();
    }
}
