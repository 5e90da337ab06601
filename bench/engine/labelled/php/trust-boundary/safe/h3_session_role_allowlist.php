<?php
session_start();
$role = $_POST['role'] ?? '';
if (in_array($role, ['viewer', 'editor'], true)) {
    $_SESSION['view_mode'] = $role;
}
echo htmlspecialchars($_SESSION['view_mode'] ?? 'viewer');
