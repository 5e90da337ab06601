<?php
session_start();

if (!isset($_SESSION['uid'])) {
    header('Location: login.php');
    exit;
}

if (isset($_POST['role'])) {
    $_SESSION['role'] = $_POST['role'];
    $_SESSION['role_changed_at'] = time();
}

$role = $_SESSION['role'] ?? 'viewer';
?>
<p>You are acting as <strong><?= htmlspecialchars($role) ?></strong>.</p>
<form method="post">
  <select name="role">
    <option>viewer</option>
    <option>editor</option>
  </select>
  <button>Switch</button>
</form>
