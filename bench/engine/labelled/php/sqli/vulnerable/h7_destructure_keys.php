<?php
['user' => $user, 'limit' => $limit] = $_POST;
$limit = max(1, min(100, (int) $limit));
$pdo = new PDO('pgsql:host=127.0.0.1;dbname=app', 'app', 'pw');
$sql = "SELECT * FROM audit WHERE username = '{$user}' LIMIT {$limit}";
foreach ($pdo->query($sql) as $row) {
    echo htmlspecialchars($row['action']), PHP_EOL;
}
