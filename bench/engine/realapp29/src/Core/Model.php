<?php

declare(strict_types=1);

namespace App\Core;

/**
 * Base of the table models. find() and where() bind the value; the column given to where() and the
 * column and direction given to orderBy() are written into the SQL as they are, so callers pass
 * constants there, or use sortedBy(), which checks them against the model's $sortable list.
 */
abstract class Model
{
    protected static string $table;

    /** @var list<string> */
    protected static array $sortable = ['id'];

    public function __construct(protected Database $db)
    {
    }

    public function find(int|string $id): ?array
    {
        return $this->db->first('SELECT * FROM ' . static::$table . ' WHERE id = ?', [$id]);
    }

    public function where(string $column, mixed $value): array
    {
        return $this->db->all('SELECT * FROM ' . static::$table . " WHERE {$column} = ?", [$value]);
    }

    public function orderBy(string $column, string $direction = 'ASC'): array
    {
        return $this->db->all('SELECT * FROM ' . static::$table . " ORDER BY {$column} {$direction}");
    }

    public function sortedBy(string $column, string $direction = 'asc'): array
    {
        $column = in_array($column, static::$sortable, true) ? $column : static::$sortable[0];
        $direction = strtolower($direction) === 'desc' ? 'DESC' : 'ASC';
        return $this->orderBy($column, $direction);
    }

    public function insert(array $attributes): int
    {
        $columns = implode(', ', array_keys($attributes));
        $marks = implode(', ', array_fill(0, count($attributes), '?'));
        $this->db->execute('INSERT INTO ' . static::$table . " ({$columns}) VALUES ({$marks})", array_values($attributes));
        return $this->db->lastInsertId();
    }

    public function update(int $id, array $attributes): int
    {
        $sets = [];
        foreach (array_keys($attributes) as $column) {
            $sets[] = "{$column} = ?";
        }
        $sql = 'UPDATE ' . static::$table . ' SET ' . implode(', ', $sets) . ' WHERE id = ?';
        return $this->db->execute($sql, [...array_values($attributes), $id]);
    }
}
