<?php
class ArticleSearch
{
    private string $term;

    public function __construct(private PDO $pdo, array $query)
    {
        $this->term = $query['q'] ?? '';
    }

    public function results(): array
    {
        $stmt = $this->pdo->prepare("SELECT id, title FROM articles WHERE title LIKE ?");
        $stmt->bindValue(1, '%' . $this->term . '%', PDO::PARAM_STR);
        $stmt->execute();
        return $stmt->fetchAll();
    }
}

$search = new ArticleSearch(new PDO('sqlite:/var/lib/blog.db'), $_GET);
foreach ($search->results() as $row) {
    echo htmlspecialchars($row['title']), "<br>\n";
}
