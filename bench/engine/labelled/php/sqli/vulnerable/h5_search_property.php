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
        $sql = sprintf("SELECT id, title FROM articles WHERE title LIKE '%%%s%%'", $this->term);
        return $this->pdo->query($sql)->fetchAll();
    }
}

$search = new ArticleSearch(new PDO('sqlite:/var/lib/blog.db'), $_GET);
foreach ($search->results() as $row) {
    echo htmlspecialchars($row['title']), "<br>\n";
}
