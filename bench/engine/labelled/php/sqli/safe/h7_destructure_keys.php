<?php
['user' => $user, 'limit' => $limit] = $_POST;
$limit = max(1, min(100, (int) $limit));
$pdo = new PDO('pgsql:host=127.0.0.1;dbname=app', 'app', 'pw');
$stmt = $pdo->prepare("SELECT * FROM audit WHERE username = ? LIMIT {$limit}");
$stmt->execute([$user]);
foreach ($stmt as $row) {
    echo htmlspecialchars($row['action']), PHP_EOL;
}
