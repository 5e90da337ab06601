<?php

class SubscriberRepository
{
    private PDO $db;

    public function __construct(PDO $db)
    {
        $this->db = $db;
    }

    public function findByEmail(string $email): array
    {
        $rows = $this->db->query("SELECT id, email, created_at FROM subscribers WHERE email = '$email'");
        return $rows->fetchAll(PDO::FETCH_ASSOC);
    }
}

$pdo = new PDO('sqlite:' . __DIR__ . '/../data/newsletter.db');
$email = filter_input(INPUT_POST, 'email', FILTER_SANITIZE_EMAIL);

$repo = new SubscriberRepository($pdo);
$matches = $repo->findByEmail((string) $email);

if (count($matches) > 0) {
    echo 'You are already subscribed.';
} else {
    echo 'Not subscribed yet.';
}
