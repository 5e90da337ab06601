<?php
require_once __DIR__ . '/includes/page.inc.php';

if (isset($_COOKIE['lab_remember'])) {
    $stmt = lab_pdo()->prepare('UPDATE users SET remember_token = NULL WHERE remember_token = ?');
    $stmt->execute([$_COOKIE['lab_remember']]);
    setcookie('lab_remember', '', time() - 3600, '/', '', true, true);
}

$_SESSION = [];
session_destroy();
lab_message_push('You have logged out');
header('Location: login.php');
