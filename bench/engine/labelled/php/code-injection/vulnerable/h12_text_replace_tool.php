<?php
$subject = $_POST['text'] ?? '';
$pattern = $_POST['find'] ?? '';
$replacement = $_POST['replace'] ?? '';
$result = '';

if ($pattern !== '') {
    $result = preg_replace($pattern, $replacement, $subject);
}
?>
<form method="post">
  <textarea name="text"><?= htmlspecialchars($subject) ?></textarea>
  <input name="find" placeholder="/regex/">
  <input name="replace">
  <button>Replace</button>
</form>
<pre><?= htmlspecialchars((string) $result) ?></pre>
