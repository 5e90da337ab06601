<?php
$items = array_filter(explode(',', $_GET['tags'] ?? ''), fn($t) => $t !== '');
?>
<ul class="tags">
<?php if (count($items) > 0): ?>
  <?php foreach ($items as $tag): ?>
    <li><?= $tag ?></li>
  <?php endforeach; ?>
<?php else: ?>
  <li>No tags</li>
<?php endif; ?>
</ul>
