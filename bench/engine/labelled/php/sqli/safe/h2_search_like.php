<?php
require 'db.php';
$term = trim($_GET['term'] ?? '');
$stmt = $pdo->prepare("SELECT id, title FROM articles WHERE title LIKE ? ORDER BY id DESC");
$stmt->execute(['%' . $term . '%']);
foreach ($stmt->fetchAll() as $r) { echo '<li>' . htmlspecialchars($r['title']) . '</li>'; }
