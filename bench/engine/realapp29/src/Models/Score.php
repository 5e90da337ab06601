<?php

declare(strict_types=1);

namespace App\Models;

use App\Core\Model;

/** Sheet music in the library. */
final class Score extends Model
{
    protected static string $table = 'scores';
    protected static array $sortable = ['title', 'composer', 'grade'];

    private const ORDERINGS = [
        'title' => 'title ASC',
        'composer' => 'composer ASC, title ASC',
        'grade' => 'grade ASC, title ASC',
    ];

    public function catalogue(string $composer, string $ordering): array
    {
        $orderBy = self::ORDERINGS[$ordering] ?? self::ORDERINGS['title'];
        return $this->db->all('SELECT * FROM scores WHERE composer LIKE ? ORDER BY ' . $orderBy, ['%' . $composer . '%']);
    }

    public function forGrade(string $grade, string $sort): array
    {
        return $this->db->all('SELECT * FROM scores WHERE grade = ? ORDER BY ' . $sort, [$grade]);
    }

    /** @param list<string> $ids */
    public function byIds(array $ids): array
    {
        $list = implode(',', array_map('intval', $ids));
        return $list === '' ? [] : $this->db->all("SELECT * FROM scores WHERE id IN ($list)");
    }

    /** @param list<string> $ids */
    public function markBorrowed(array $ids, int $studentId): int
    {
        return $this->db->execute('UPDATE scores SET borrowed_by = ? WHERE id IN (' . implode(',', $ids) . ')', [$studentId]);
    }
}
