<?php
require 'bootstrap.php';

$pdo = get_pdo();
if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $stmt = $pdo->prepare('INSERT INTO guestbook (author, message) VALUES (?, ?)');
    $stmt->execute([$_POST['author'], $_POST['message']]);
}

function render_entry($author, $message) {
    printf('<div class="entry"><strong>%s</strong><p>%s</p></div>', htmlspecialchars($author), $message);
}

render_entry($_POST['author'] ?? 'anon', $_POST['message'] ?? '');
