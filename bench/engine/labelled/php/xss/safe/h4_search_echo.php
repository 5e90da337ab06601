<?php
$q = $_GET['q'] ?? '';
$results = [];
if ($q !== '') {
    $results = search_catalogue($q);
}

function search_catalogue($term) {
    return [];
}
?>
<!DOCTYPE html>
<html>
<body>
  <form method="get"><input name="q"></form>
  <?php if (!$results): ?>
    <p>No results for <b><?php echo htmlspecialchars($q, ENT_QUOTES, 'UTF-8'); ?></b></p>
  <?php endif; ?>
</body>
</html>
