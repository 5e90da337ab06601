<?php
$errors = [];
if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    if (!filter_var($_POST['email'] ?? '', FILTER_VALIDATE_EMAIL)) {
        $errors[] = 'Please enter a valid email address.';
    }
    if (strlen($_POST['message'] ?? '') < 10) {
        $errors[] = 'Your message is too short.';
    }
    if (!$errors) {
        mail('support@example.com', 'Contact form', (string) $_POST['message']);
        header('Location: /thanks.html');
        exit;
    }
}
?>
<form method="post" action="<?php echo $_SERVER['PHP_SELF']; ?>">
  <?php foreach ($errors as $e): ?><p class="err"><?= $e ?></p><?php endforeach; ?>
  <input name="email" type="email">
  <textarea name="message"></textarea>
  <button>Send</button>
</form>
