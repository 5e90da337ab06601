<?php

declare(strict_types=1);

namespace Rentwise\Repository;

use PDO;

final class UserRepository
{
    public function __construct(private PDO $pdo)
    {
    }

    public function findById(int $id): ?array
    {
        $stmt = $this->pdo->prepare('SELECT id, email, role FROM users WHERE id = ?');
        $stmt->execute([$id]);
        $row = $stmt->fetch();
        return $row === false ? null : $row;
    }

    public function findByEmail(string $email): ?array
    {
        $stmt = $this->pdo->prepare('SELECT * FROM users WHERE email = ?');
        $stmt->execute([strtolower($email)]);
        $row = $stmt->fetch();
        return $row === false ? null : $row;
    }

    public function create(string $email, string $passwordHash): int
    {
        $stmt = $this->pdo->prepare('INSERT INTO users (email, password_hash, role) VALUES (?, ?, ?)');
        $stmt->execute([strtolower($email), $passwordHash, 'agent']);
        return (int) $this->pdo->lastInsertId();
    }

    public function storeResetToken(int $userId, string $token): void
    {
        $stmt = $this->pdo->prepare('UPDATE users SET reset_token = ?, reset_at = CURRENT_TIMESTAMP WHERE id = ?');
        $stmt->execute([$token, $userId]);
    }
}
