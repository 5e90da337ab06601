<?php
session_start();
require __DIR__ . '/config.php';

if (!isset($_SESSION['uid'])) {
    header('Location: /login.php');
    exit;
}

$mysqli = new mysqli(DB_HOST, DB_USER, DB_PASS, 'app');

$fields = [
    'display_name' => trim($_POST['display_name'] ?? ''),
    'bio' => trim($_POST['bio'] ?? ''),
    'website' => trim($_POST['website'] ?? ''),
];

$stmt = $mysqli->prepare('UPDATE users SET display_name = ?, bio = ?, website = ? WHERE id = ?');
$stmt->bind_param('sssi', $fields['display_name'], $fields['bio'], $fields['website'], $_SESSION['uid']);
$stmt->execute();

header('Location: /profile.php?saved=1');
exit;
