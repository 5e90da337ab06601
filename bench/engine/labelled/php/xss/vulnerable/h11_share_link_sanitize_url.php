<?php
$target = filter_input(INPUT_GET, 'link', FILTER_SANITIZE_URL);
if (!$target) {
    $target = 'https://example.org/';
}
$title = 'Share this page';
?>
<html>
<head><title><?= htmlspecialchars($title) ?></title></head>
<body>
<p>You are about to share:</p>
<blockquote><?php print $target; ?></blockquote>
<form method="post" action="/share/send.php">
    <input type="email" name="to" placeholder="friend@example.com">
    <button type="submit">Send</button>
</form>
</body>
</html>
