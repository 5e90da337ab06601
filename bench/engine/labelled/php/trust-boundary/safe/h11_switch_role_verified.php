<?php
session_start();
require __DIR__ . '/db.php';

if (empty($_SESSION['uid'])) {
    header('Location: /login.php');
    exit;
}

$stmt = $pdo->prepare('SELECT role FROM memberships WHERE user_id = ? AND team_id = ?');
$stmt->execute([(int) $_SESSION['uid'], (int) ($_POST['team'] ?? 0)]);
$role = $stmt->fetchColumn();

if ($role !== false) {
    $_SESSION['role'] = $role;
    $_SESSION['team'] = (int) $_POST['team'];
}

header('Location: /dashboard.php');
exit;
