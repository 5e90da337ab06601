<?php
require 'db.php';
$term = trim($_GET['term'] ?? '');
$sql = "SELECT id, title FROM articles WHERE title LIKE '%" . $term . "%' ORDER BY id DESC";
$rows = $pdo->query($sql)->fetchAll();
foreach ($rows as $r) { echo '<li>' . htmlspecialchars($r['title']) . '</li>'; }
