<?php
$host = $_POST['host'] ?? '';
$count = max(1, min(10, (int) ($_POST['count'] ?? 3)));

$lines = [];
if ($host !== '') {
    $command = 'ping -c ' . $count . ' ' . escapeshellarg($host);
    exec($command, $lines, $code);
}
?>
<form method="post">
    <input name="host" value="<?= htmlspecialchars($host) ?>">
    <button>Ping</button>
</form>
<pre><?= htmlspecialchars(implode("\n", $lines)) ?></pre>
