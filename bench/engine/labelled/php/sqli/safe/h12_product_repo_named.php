<?php
final class ProductRepository
{
    private const SORTABLE = [
        'name' => 'p.name',
        'price' => 'p.price',
        'newest' => 'p.created_at',
    ];

    public function __construct(private PDO $pdo)
    {
    }

    public function list(string $category, string $sort, int $page): array
    {
        $orderBy = self::SORTABLE[$sort] ?? 'p.name';
        $offset = max(0, $page - 1) * 20;

        $stmt = $this->pdo->prepare(
            "SELECT p.id, p.name, p.price FROM products p
             JOIN categories c ON c.id = p.category_id
             WHERE c.slug = :slug AND p.active = 1
             ORDER BY {$orderBy} LIMIT 20 OFFSET :offset"
        );
        $stmt->bindValue(':slug', $category, PDO::PARAM_STR);
        $stmt->bindValue(':offset', $offset, PDO::PARAM_INT);
        $stmt->execute();
        return $stmt->fetchAll(PDO::FETCH_ASSOC);
    }
}

$repo = new ProductRepository(new PDO('sqlite:' . __DIR__ . '/shop.db'));
$items = $repo->list($_GET['category'] ?? 'all', $_GET['sort'] ?? 'name', (int) ($_GET['page'] ?? 1));

header('Content-Type: application/json');
echo json_encode($items);
