<?php
$pdo = new PDO('pgsql:host=db;dbname=notes', 'notes', getenv('NOTES_DB_PASS'));

$tag = $_GET['tag'] ?? '';
$where = '';
if ($tag !== '') {
    $where = ' WHERE t.label = ' . $pdo->quote($tag);
}

$rows = $pdo->query(
    'SELECT n.id, n.title FROM notes n JOIN note_tags t ON t.note_id = n.id' . $where . ' ORDER BY n.updated_at DESC'
)->fetchAll(PDO::FETCH_ASSOC);

foreach ($rows as $row) {
    echo '<li><a href="/notes/' . (int) $row['id'] . '">' . htmlspecialchars($row['title'], ENT_QUOTES) . '</a></li>';
}
