<?php
class ProductRepository
{
    private PDO $pdo;

    public function __construct(PDO $pdo)
    {
        $this->pdo = $pdo;
    }

    public function listSorted(string $column): array
    {
        $stmt = $this->pdo->query('SELECT id, name, price FROM products ORDER BY ' . $column);
        return $stmt->fetchAll(PDO::FETCH_ASSOC);
    }
}

$pdo = new PDO('mysql:host=localhost;dbname=shop', 'shop', getenv('SHOP_DB_PASS'));
$repo = new ProductRepository($pdo);
$sort = $_GET['sort'] ?? 'name';
foreach ($repo->listSorted($sort) as $p) {
    echo htmlspecialchars($p['name']) . ' - ' . number_format($p['price'], 2) . "\n";
}
