<?php
$link = mysqli_connect('localhost', 'guestbook', getenv('DB_PASSWORD'), 'guestbook');
mysqli_set_charset($link, 'utf8mb4');

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $name = mysqli_real_escape_string($link, $_POST['name'] ?? 'anonymous');
    $message = mysqli_real_escape_string($link, $_POST['message'] ?? '');

    $sql = "INSERT INTO entries (author, body, created_at) VALUES ('" . $name . "', '" . $message . "', NOW())";
    mysqli_query($link, $sql);
    header('Location: guestbook.php');
    exit;
}

$entries = mysqli_query($link, 'SELECT author, body FROM entries ORDER BY created_at DESC LIMIT 20');
while ($entry = mysqli_fetch_assoc($entries)) {
    echo '<p><b>' . htmlspecialchars($entry['author']) . '</b>: ' . htmlspecialchars($entry['body']) . '</p>';
}
