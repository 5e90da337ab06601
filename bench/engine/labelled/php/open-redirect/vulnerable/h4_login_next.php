<?php
session_start();
require 'auth.php';

if ($_SERVER['REQUEST_METHOD'] === 'POST' && check_login($_POST['user'], $_POST['pass'])) {
    $_SESSION['uid'] = current_user_id();
    $next = $_POST['next'] ?? '/dashboard.php';
    header('Location: ' . $next);
    exit;
}
?>
<form method="post">
  <input type="hidden" name="next" value="<?= htmlspecialchars($_GET['next'] ?? '/dashboard.php') ?>">
  <input name="user"><input name="pass" type="password"><button>Login</button>
</form>
