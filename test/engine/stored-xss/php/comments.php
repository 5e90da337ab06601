<?php
require_once __DIR__ . '/db.php';

$pdo = db();
if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $stmt = $pdo->prepare('INSERT INTO comments (author, body) VALUES (?, ?)');
    $stmt->execute([$_POST['author'], $_POST['body']]);
    header('Location: comments.php');
    exit;
}
$stmt = $pdo->prepare('SELECT author, body FROM comments ORDER BY id DESC');
$stmt->execute();
$comments = $stmt->fetchAll(PDO::FETCH_ASSOC);
?>
<ul>
<?php foreach ($comments as $c): ?>
  <li>
    <b><?= htmlspecialchars($c['author'], ENT_QUOTES, 'UTF-8') ?></b>
    <p><?php echo $c['body']; ?></p> <!-- expect: php-xss-stored -->
  </li>
<?php endforeach; ?>
</ul>
<?php
$link = mysqli_connect('localhost', 'app', getenv('DB_PASSWORD'), 'app');
$result = mysqli_query($link, 'SELECT title FROM posts');
while ($row = mysqli_fetch_assoc($result)) {
    echo '<h2>' . $row['title'] . '</h2>'; // expect: php-xss-stored
    echo '<h3>' . htmlspecialchars($row['title'], ENT_QUOTES, 'UTF-8') . '</h3>';
}
