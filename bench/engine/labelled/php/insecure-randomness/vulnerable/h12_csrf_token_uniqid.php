<?php
session_start();

if (empty($_SESSION['csrf_token'])) {
    $_SESSION['csrf_token'] = sha1(uniqid('csrf', true));
}
?>
<form method="post" action="/account/delete.php">
  <input type="hidden" name="csrf_token" value="<?= htmlspecialchars($_SESSION['csrf_token']) ?>">
  <button>Delete my account</button>
</form>
