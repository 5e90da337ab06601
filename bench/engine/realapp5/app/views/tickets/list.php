<!doctype html>
<html><head><title>My tickets</title><link rel="stylesheet" href="/assets/<?= $prefs['theme'] === 'dark' ? 'dark' : 'light' ?>.css"></head>
<body>
<h1>My tickets</h1>
<?php if (!empty($term)): ?>
  <p>Results for <em><?= $term ?></em></p>
<?php endif; ?>
<?php if ($status): ?>
  <p>Status: <?= htmlspecialchars($status, ENT_QUOTES, 'UTF-8') ?></p>
<?php endif; ?>
<ul>
<?php foreach ($tickets as $t): ?>
  <li><a href="portal.php?r=tickets/show&id=<?= (int) $t['id'] ?>"><?= htmlspecialchars($t['subject']) ?></a> — <?= status_label($t['status']) ?></li>
<?php endforeach; ?>
</ul>
</body></html>
