<?php
session_start();
$userId = (int) ($_SESSION['user_id'] ?? 0);
if ($userId === 0) {
    http_response_code(401);
    exit;
}

$source = $_POST['avatar_url'] ?? '';
$image = file_get_contents($source);
if ($image === false || strlen($image) > 2 * 1024 * 1024) {
    exit('Could not import avatar');
}

file_put_contents(__DIR__ . "/avatars/$userId.img", $image);
header('Location: /profile.php');
