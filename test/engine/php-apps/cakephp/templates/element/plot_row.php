<?php
/**
 * @var \Cake\View\View $this
 * @var string $term
 */
?>
<tr><td><?= h($plot->name) ?></td><td><?= h($term) ?></td><td><?= $term ?></td></tr><!-- expect: php-xss -->
