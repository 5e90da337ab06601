<?php
$q = trim($_GET['q'] ?? '');
$safeQ = htmlentities($q, ENT_QUOTES | ENT_HTML5, 'UTF-8');
?>
<form method="get" action="/search.php">
  <input type="search" name="q" value="<?php echo $safeQ; ?>">
  <button>Search</button>
</form>
<?php if ($q !== ''): ?>
  <p>Showing results for <strong><?php print $safeQ; ?></strong></p>
<?php endif; ?>
