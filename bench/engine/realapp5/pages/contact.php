<?php
$sent = false;
if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $from = filter_var($_POST['from'], FILTER_VALIDATE_EMAIL);
    $msg = isset($_POST['message']) ? $_POST['message'] : '';
    if ($from && $msg !== '') {
        $stmt = db()->prepare('INSERT INTO contact_messages (sender, body) VALUES (?, ?)');
        $stmt->execute([$from, $msg]);
        $sent = true;
    }
}
?>
<section class="contact">
<?php if ($sent): ?>
  <p>Thank you, <?= htmlspecialchars($from) ?>. We will get back to you.</p>
<?php else: ?>
  <form method="post">
    <label>Your e-mail <input name="from"></label>
    <label>Message <textarea name="message"></textarea></label>
    <button>Send</button>
  </form>
<?php endif; ?>
</section>
