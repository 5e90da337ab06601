<?php
session_start();
if (empty($_SESSION['uid'])) {
    http_response_code(403);
    exit;
}

$dir = '/var/app/attachments/' . (int) $_SESSION['uid'];
$removed = 0;

foreach ((array) ($_POST['remove'] ?? []) as $name) {
    $target = $dir . '/' . $name;
    if (file_exists($target)) {
        unlink($target);
        $removed++;
    }
}

header('Content-Type: application/json');
echo json_encode(['removed' => $removed]);
