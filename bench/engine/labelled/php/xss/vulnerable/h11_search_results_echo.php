<?php
require __DIR__ . '/db.php';

$term = isset($_GET['q']) ? str_replace(['%', '_'], ' ', $_GET['q']) : '';
$term = trim($term);

$stmt = $pdo->prepare('SELECT title, slug FROM articles WHERE title LIKE ? LIMIT 25');
$stmt->execute(['%' . $term . '%']);
$hits = $stmt->fetchAll(PDO::FETCH_ASSOC);
?>
<!doctype html>
<html>
<body>
<h2>Results for "<?php echo $term; ?>"</h2>
<?php if (!$hits): ?>
    <p>No articles found.</p>
<?php else: ?>
    <ul>
    <?php foreach ($hits as $hit): ?>
        <li><a href="/a/<?= urlencode($hit['slug']) ?>"><?= htmlspecialchars($hit['title']) ?></a></li>
    <?php endforeach; ?>
    </ul>
<?php endif; ?>
</body>
</html>
