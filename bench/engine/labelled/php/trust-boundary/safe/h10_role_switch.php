<?php
session_start();
require 'db.php';

if (!isset($_SESSION['uid'])) {
    header('Location: login.php');
    exit;
}

if (isset($_POST['role'])) {
    $stmt = $pdo->prepare('SELECT role FROM user_roles WHERE user_id = ? AND role = ?');
    $stmt->execute([$_SESSION['uid'], $_POST['role']]);
    $granted = $stmt->fetchColumn();
    if ($granted !== false) {
        $_SESSION['role'] = $granted;
        $_SESSION['role_changed_at'] = time();
    }
}

$role = $_SESSION['role'] ?? 'viewer';
?>
<p>You are acting as <strong><?= htmlspecialchars($role) ?></strong>.</p>
