<?php

declare(strict_types=1);

namespace App\Models;

use App\Core\Model;

final class Teacher extends Model
{
    protected static string $table = 'teachers';

    public function byName(string $name): ?array
    {
        return $this->db->first('SELECT * FROM teachers WHERE name = ' . $this->db->quote($name));
    }

    public function availableOn(string $weekday): array
    {
        return $this->db->all("SELECT t.id, t.name, a.slot FROM teachers t JOIN availability a ON a.teacher_id = t.id WHERE a.weekday = '{$weekday}'");
    }
}
