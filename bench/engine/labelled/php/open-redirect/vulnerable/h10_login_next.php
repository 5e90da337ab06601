<?php
session_start();
require 'auth.php';

$next = $_GET['next'] ?? '/dashboard.php';

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $user = authenticate($_POST['email'] ?? '', $_POST['password'] ?? '');
    if ($user) {
        session_regenerate_id(true);
        $_SESSION['uid'] = $user['id'];
        header('Location: ' . $next);
        exit;
    }
    $error = 'Invalid credentials';
}
?>
<form method="post">
  <input type="email" name="email">
  <input type="password" name="password">
  <button>Sign in</button>
</form>
