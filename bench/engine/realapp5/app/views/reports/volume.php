<!doctype html>
<html><head><title><?= htmlspecialchars($title) ?></title></head>
<body>
<h1><?php echo $title; ?></h1>
<table>
<?php foreach ($rows as $r): ?>
  <tr><td><?= htmlspecialchars($r['period']) ?></td><td><?= (int) $r['n'] ?></td></tr>
<?php endforeach; ?>
</table>
</body></html>
