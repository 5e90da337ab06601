<?php
class ArticleSearch
{
    private PDO $pdo;
    private string $term;

    public function __construct(PDO $pdo, array $query)
    {
        $this->pdo = $pdo;
        $this->term = trim($query['q'] ?? '');
    }

    public function results(int $limit = 25): array
    {
        if ($this->term === '') {
            return [];
        }
        $sql = "SELECT id, title, published_at FROM articles
                WHERE status = 'published' AND (title LIKE '%{$this->term}%' OR summary LIKE '%{$this->term}%')
                ORDER BY published_at DESC LIMIT " . (int) $limit;
        return $this->pdo->query($sql)->fetchAll(PDO::FETCH_ASSOC);
    }
}

$pdo = new PDO('mysql:host=127.0.0.1;dbname=blog', 'blog', getenv('BLOG_DB_PASS'));
$search = new ArticleSearch($pdo, $_GET);

header('Content-Type: application/json');
echo json_encode($search->results());
