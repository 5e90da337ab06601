<?php
session_start();
if (($_SESSION['role'] ?? '') !== 'admin') {
    http_response_code(403);
    exit;
}

$conn = mysqli_connect('localhost', 'admin_app', getenv('ADMIN_DB_PASS'), 'forum');

$ids = isset($_POST['ids']) && is_array($_POST['ids']) ? $_POST['ids'] : [];
if (!$ids) {
    header('Location: /admin/posts.php');
    exit;
}

$list = implode(',', $ids);
$sql = "DELETE FROM post_votes WHERE post_id IN ($list);";
$sql .= "DELETE FROM posts WHERE id IN ($list);";

if (mysqli_multi_query($conn, $sql)) {
    do {
        if ($res = mysqli_store_result($conn)) {
            mysqli_free_result($res);
        }
    } while (mysqli_next_result($conn));
}

header('Location: /admin/posts.php?deleted=' . count($ids));
