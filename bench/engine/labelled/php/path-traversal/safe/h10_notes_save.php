<?php
$storage = '/var/app/notes';

if ($_SERVER['REQUEST_METHOD'] !== 'POST') {
    http_response_code(405);
    exit;
}

$title = $_POST['title'] ?? 'untitled';
$content = $_POST['content'] ?? '';

$target = realpath($storage) . '/' . $title . '.txt';
$parent = realpath(dirname($target));
if ($parent === false || strpos($parent, realpath($storage)) !== 0 || strpos($title, '/') !== false) {
    http_response_code(400);
    exit('Invalid title');
}

$bytes = file_put_contents($target, $content, LOCK_EX);
echo $bytes === false ? 'Could not save note' : 'Saved ' . (int) $bytes . ' bytes';
