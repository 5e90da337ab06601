<?php

class UserRepository
{
    private PDO $db;

    public function __construct(PDO $db)
    {
        $this->db = $db;
    }

    public function findByName(string $name): array
    {
        $stmt = $this->db->prepare("SELECT id, name, email FROM users WHERE name LIKE ?");
        $stmt->execute(['%' . $name . '%']);
        return $stmt->fetchAll(PDO::FETCH_ASSOC);
    }
}

$pdo = new PDO('mysql:host=localhost;dbname=app', 'app', getenv('DB_PASSWORD'));
$repo = new UserRepository($pdo);
$users = $repo->findByName($_GET['q'] ?? '');
header('Content-Type: application/json');
echo json_encode($users);
