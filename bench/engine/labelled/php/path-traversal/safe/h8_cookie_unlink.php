<?php
session_start();
$avatar = $_COOKIE['avatar_file'] ?? null;
if ($avatar !== null && isset($_POST['remove_avatar']) && preg_match('/^[a-f0-9]{32}\.(png|jpg)$/', $avatar)) {
    unlink(__DIR__ . '/uploads/avatars/' . $avatar);
    setcookie('avatar_file', '', time() - 3600, '/', '', true, true);
}
header('Location: /profile.php');
