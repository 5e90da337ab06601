<?php
$errors = [];
if (!empty($_POST)) {
    if (empty($_POST['email'])) {
        $errors[] = 'Email is required';
    }
}
?>
<form method="post" action="<?php echo htmlspecialchars($_SERVER['PHP_SELF'], ENT_QUOTES); ?>">
  <input type="email" name="email">
  <?php foreach ($errors as $e): ?><span class="err"><?= $e ?></span><?php endforeach; ?>
  <button>Subscribe</button>
</form>
