<?php
function ids() {
    foreach (explode(',', $_GET['ids']) as $id) {
        yield $id;
    }
}
$pdo = new PDO('mysql:host=127.0.0.1;dbname=blog', 'blog', 'pw');
$stmt = $pdo->prepare('SELECT title FROM posts WHERE id = ?');
foreach (ids() as $id) {
    $stmt->execute([$id]);
    echo htmlspecialchars($stmt->fetchColumn());
}
