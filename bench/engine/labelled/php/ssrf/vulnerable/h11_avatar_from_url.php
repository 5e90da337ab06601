<?php
session_start();

$avatarUrl = filter_var($_POST['avatar_url'] ?? '', FILTER_VALIDATE_URL);
if (!$avatarUrl) {
    exit('Invalid URL');
}

$image = file_get_contents($avatarUrl);
if ($image === false || strlen($image) > 2 * 1024 * 1024) {
    exit('Could not fetch image');
}

$file = '/var/app/avatars/' . (int) $_SESSION['uid'] . '.img';
file_put_contents($file, $image);
echo 'Avatar updated';
