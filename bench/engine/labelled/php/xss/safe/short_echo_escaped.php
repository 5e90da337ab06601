<html><body>
<p>Search: <?= htmlspecialchars($_GET['q']) ?></p>
</body></html>
