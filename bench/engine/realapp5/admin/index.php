<?php
$title = 'Administration';
require_once '../includes/header.php';
require_admin();

$counts = db_all('SELECT status, COUNT(*) AS n FROM tickets GROUP BY status');
$since = isset($_GET['since']) ? $_GET['since'] : date('Y-m-d', strtotime('-7 days'));
$recent = mysqli_query($conn, "SELECT COUNT(*) AS n FROM tickets WHERE created_at >= '" . mysqli_real_escape_string($conn, $since) . "'");
$recentCount = mysqli_fetch_assoc($recent)['n'];
?>
<h1>Administration</h1>
<ul class="stats">
<?php foreach ($counts as $c): ?>
  <li><?= e(status_label($c['status'])) ?>: <?= (int) $c['n'] ?></li>
<?php endforeach; ?>
</ul>
<p><?= (int) $recentCount ?> tickets since <?= e($since) ?></p>
<ul>
  <li><a href="users.php">Users</a></li>
  <li><a href="backup.php">Backups</a></li>
  <li><a href="import.php">Import tickets (XML)</a></li>
  <li><a href="directory.php">Directory lookup</a></li>
  <li><a href="rules.php">Routing rules</a></li>
  <li><a href="webhooks.php">Webhooks</a></li>
</ul>
<?php require_once '../includes/footer.php'; ?>
