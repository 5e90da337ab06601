<?php
$output = [];
$status = null;
$host = $_GET['host'] ?? '';

if ($host !== '') {
    exec('ping -c 3 -W 2 ' . escapeshellarg($host) . ' 2>&1', $output, $status);
}
?>
<h2>Network diagnostics</h2>
<form>
  <input name="host" placeholder="hostname or IP">
  <button type="submit">Ping</button>
</form>
<?php if ($status !== null): ?>
<pre><?php echo htmlspecialchars(implode("\n", $output)); ?></pre>
<p>Exit code: <?php echo (int) $status; ?></p>
<?php endif; ?>
