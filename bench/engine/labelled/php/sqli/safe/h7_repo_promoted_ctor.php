<?php
final class OrderRepository {
    public function __construct(private readonly PDO $db) {}

    public function byStatus(string $status): array {
        $stmt = $this->db->prepare('SELECT * FROM orders WHERE status = :status');
        $stmt->execute(['status' => $status]);
        return $stmt->fetchAll();
    }
}
$repo = new OrderRepository(new PDO('sqlite:/var/app/shop.db'));
foreach ($repo->byStatus($_GET['status'] ?? 'open') as $row) {
    echo htmlspecialchars($row['id']), "\n";
}
