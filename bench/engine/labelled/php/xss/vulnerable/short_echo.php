<html><body>
<p>Search: <?= $_GET['q'] ?></p>
</body></html>
