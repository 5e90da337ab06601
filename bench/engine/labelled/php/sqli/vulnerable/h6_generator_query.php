<?php
function ids() {
    foreach (explode(',', $_GET['ids']) as $id) {
        yield $id;
    }
}
$pdo = new PDO('mysql:host=127.0.0.1;dbname=blog', 'blog', 'pw');
foreach (ids() as $id) {
    $stmt = $pdo->query('SELECT title FROM posts WHERE id = ' . $id);
    echo htmlspecialchars($stmt->fetchColumn());
}
