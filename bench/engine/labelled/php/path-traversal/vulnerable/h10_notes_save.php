<?php
$storage = '/var/app/notes';

if ($_SERVER['REQUEST_METHOD'] !== 'POST') {
    http_response_code(405);
    exit;
}

$title = $_POST['title'] ?? 'untitled';
$content = $_POST['content'] ?? '';

$target = "{$storage}/{$title}.txt";
$bytes = file_put_contents($target, $content, LOCK_EX);

if ($bytes === false) {
    echo 'Could not save note';
} else {
    echo 'Saved ' . (int) $bytes . ' bytes';
}
