<?php

declare(strict_types=1);

namespace App\Models;

use App\Core\Model;

final class Student extends Model
{
    protected static string $table = 'students';
    protected static array $sortable = ['name', 'joined_on', 'instrument'];

    public function search(string $term): array
    {
        $like = '%' . $term . '%';
        return $this->db->all('SELECT id, name, instrument FROM students WHERE name LIKE ? OR email LIKE ? LIMIT 25', [$like, $like]);
    }

    public function findByEmail(string $email): ?array
    {
        return $this->db->first("SELECT id, name, email, password_hash, role FROM students WHERE email = '$email'");
    }

    public function emailTaken(string $email): bool
    {
        return $this->db->first('SELECT id FROM students WHERE email = ?', [$email]) !== null;
    }

    public function countByInstrument(): array
    {
        return $this->db->all('SELECT instrument, COUNT(*) AS n FROM students GROUP BY instrument ORDER BY n DESC');
    }

    public function withBalanceOver(float $pounds): array
    {
        return $this->db->all('SELECT id, name, balance FROM students WHERE balance > ' . $pounds . ' ORDER BY balance DESC');
    }
}
