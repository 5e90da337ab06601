<?php
namespace Shop\Repository;

use PDO;

class ProductRepository
{
    public function __construct(private PDO $pdo)
    {
    }

    public function search(string $term)
    {
        return $this->pdo->query("SELECT * FROM products WHERE name LIKE '%$term%'");  // expect: php-sqli-tainted-query
    }

    public function find($id)
    {
        $stmt = $this->pdo->prepare('SELECT * FROM products WHERE id = ?');
        $stmt->execute([$id]);
        return $stmt->fetch();
    }

    public static function byCategory(PDO $pdo, $category)
    {
        return $pdo->query('SELECT * FROM products WHERE category = ' . (int) $category);
    }
}
