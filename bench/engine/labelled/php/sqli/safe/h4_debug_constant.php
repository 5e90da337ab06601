<?php
define('LEGACY_SEARCH', false);
$conn = new mysqli('localhost', 'app', 'app', 'library');
$title = $_GET['title'] ?? '';

if (LEGACY_SEARCH) {
    $res = $conn->query("SELECT * FROM books WHERE title = '" . $title . "'");
} else {
    $stmt = $conn->prepare('SELECT * FROM books WHERE title = ?');
    $stmt->bind_param('s', $title);
    $stmt->execute();
    $res = $stmt->get_result();
}
while ($book = $res->fetch_assoc()) {
    echo htmlspecialchars($book['title']) . "<br>\n";
}
