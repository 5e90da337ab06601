<?php
$host = $_POST['host'] ?? '';
$output = '';
if ($host !== '') {
    $count = min(5, max(1, (int) ($_POST['count'] ?? 3)));
    $output = shell_exec('ping -c ' . $count . ' ' . $host . ' 2>&1');
}
?>
<form method="post">
  <input name="host" placeholder="hostname or IP">
  <input name="count" type="number" value="3">
  <button>Ping</button>
</form>
<pre><?= htmlspecialchars((string) $output) ?></pre>
