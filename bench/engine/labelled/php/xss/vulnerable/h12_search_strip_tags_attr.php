<?php
$q = strip_tags($_GET['q'] ?? '');
$results = [];
if ($q !== '') {
    $pdo = new PDO('sqlite:' . __DIR__ . '/catalog.db');
    $stmt = $pdo->prepare('SELECT name FROM items WHERE name LIKE ? LIMIT 50');
    $stmt->execute(['%' . $q . '%']);
    $results = $stmt->fetchAll(PDO::FETCH_COLUMN);
}
?>
<form method="get" action="/search.php">
  <input type="search" name="q" value="<?php echo $q; ?>">
  <button>Search</button>
</form>
<p><?= count($results) ?> results</p>
