<?php
require __DIR__ . '/db.php';

$page = intval($_GET['page'] ?? 1);
$page = $page < 1 ? 1 : $page;
$perPage = 20;

$total = (int) $pdo->query('SELECT COUNT(*) FROM posts')->fetchColumn();
$pages = max(1, (int) ceil($total / $perPage));

echo '<nav class="pager">';
echo '<span>Page ' . $page . ' of ' . $pages . '</span>';
if ($page > 1) {
    echo '<a href="?page=' . ($page - 1) . '">Previous</a>';
}
if ($page < $pages) {
    echo '<a href="?page=' . ($page + 1) . '">Next</a>';
}
echo '</nav>';
