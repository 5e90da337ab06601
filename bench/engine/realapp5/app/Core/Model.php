<?php
namespace Core;

abstract class Model
{
    protected static $table;

    protected static function pdo()
    {
        return \db();
    }

    public static function query($sql, array $params = [])
    {
        $stmt = static::pdo()->prepare($sql);
        $stmt->execute($params);
        return $stmt->fetchAll(\PDO::FETCH_ASSOC);
    }

    public static function find($id)
    {
        $rows = static::query('SELECT * FROM ' . static::$table . ' WHERE id = ?', [$id]);
        return $rows ? $rows[0] : null;
    }

    public static function where($column, $value)
    {
        return static::query('SELECT * FROM ' . static::$table . ' WHERE ' . $column . ' = ?', [$value]);
    }
}
